import { useQuery } from '@tanstack/react-query';
import type {
  CreateParty,
  Party,
  PartyChoice,
  PartyPayAllQuote,
  PartyPayAllResult,
  PartyPayAllStart,
  PartyPayment,
  PlaceOrderResult,
} from '@vastra/shared/schemas';
import type { GatewayResult } from '@/features/membership';
import { api } from '@/lib/api-client';
import { PRIVATE_KEY } from '@/lib/query-client';

export const partyKey = (code: string) => [PRIVATE_KEY, 'party', code] as const;

/** GET /api/parties/:code: what the viewer may see of the party. */
export function useParty(code: string) {
  return useQuery({
    queryKey: partyKey(code),
    queryFn: ({ signal }) => api.get<Party>(`/api/parties/${encodeURIComponent(code)}`, { signal }),
  });
}

const base = (code: string) => `/api/parties/${encodeURIComponent(code)}`;

export const partyApi = {
  create: (body: CreateParty) => api.post<Party>('/api/parties', body),
  join: (code: string) => api.post<Party>(`${base(code)}/join`),
  choose: (code: string, body: PartyChoice, key: string) =>
    api.post<PlaceOrderResult>(`${base(code)}/choice`, body, { headers: { 'Idempotency-Key': key } }),
  payFor: (code: string, memberId: string) =>
    api.post<PartyPayment>(`${base(code)}/members/${encodeURIComponent(memberId)}/pay`),
  payLocal: (code: string, gatewayOrderId: string, outcome: 'pay' | 'fail' = 'pay') =>
    api.post<GatewayResult | { error: unknown }>(`${base(code)}/pay/local`, { gatewayOrderId, outcome }),
  payAllQuote: (code: string) => api.get<PartyPayAllQuote>(`${base(code)}/pay-all`),
  payAll: (code: string, orderIds: string[]) =>
    api.post<PartyPayAllStart>(`${base(code)}/pay-all`, { orderIds }),
  verifyAll: (code: string, body: GatewayResult) =>
    api.post<PartyPayAllResult>(`${base(code)}/pay-all/verify`, body),
  verify: (code: string, body: GatewayResult & { orderId: string }) =>
    api.post<Party>(`${base(code)}/pay/verify`, body),
  remind: (code: string) => api.post<{ reminded: string[] }>(`${base(code)}/reminders`),
};
