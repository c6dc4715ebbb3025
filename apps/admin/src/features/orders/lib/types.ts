import type { StaffOrderDetail } from '@vastra/shared/schemas';

export type StaffOrderLine = StaffOrderDetail['lines'][number];
