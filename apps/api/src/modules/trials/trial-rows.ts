import { slotOf } from '@vastra/shared/rules';
import type { StaffTrial, Trial, TrialStatus } from '@vastra/shared/schemas';
import { sql } from 'drizzle-orm';

/** The columns every trial read selects (trials t, products p, branches br, users u, staff s). */
export const TRIAL_COLUMNS = sql`t.id, t.status, t.slot_start, t.created_at, t.product_id, p.code as product_code,
  p.name as product_name, br.code as branch_code, br.name as branch_name,
  trim(u.first_name || ' ' || u.last_name) as customer_name, u.mobile as customer_mobile, s.name as marked_by`;

export const TRIAL_JOINS = sql`join products p on p.id = t.product_id
  join branches br on br.id = t.branch_id
  join users u on u.id = t.user_id
  left join staff s on s.id = t.marked_by`;

export type TrialRow = {
  id: string;
  status: TrialStatus;
  slot_start: string | Date;
  created_at: string | Date;
  product_id: number;
  product_code: string;
  product_name: string;
  branch_code: string;
  branch_name: string;
  customer_name: string;
  customer_mobile: string;
  marked_by: string | null;
};

/** A trial as its customer sees it: the day and time in India. */
export function toTrial(r: TrialRow): Trial {
  const { day, time } = slotOf(new Date(r.slot_start));
  return {
    id: r.id,
    productCode: r.product_code,
    productName: r.product_name,
    branchCode: r.branch_code,
    branchName: r.branch_name,
    date: day,
    time,
    status: r.status,
    createdAt: new Date(r.created_at).toISOString(),
  };
}

/** A trial on staff's list: with the customer to expect and who marked it. */
export function toStaffTrial(r: TrialRow): StaffTrial {
  return {
    ...toTrial(r),
    productId: r.product_id,
    customerName: r.customer_name || r.customer_mobile,
    customerMobile: r.customer_mobile,
    markedBy: r.marked_by,
  };
}
