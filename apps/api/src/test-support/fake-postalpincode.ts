import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakePostalService = { url: string; hits: string[]; close: () => void };

function json(res: ServerResponse, body: unknown, status = 200): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** One office as api.postalpincode.in spells it (every field of the real answer). */
const office = (name: string, pincode: string) => ({
  Name: name,
  Description: null,
  BranchType: 'Sub Post Office',
  DeliveryStatus: 'Delivery',
  Circle: 'Maharashtra',
  District: 'Thane',
  Division: 'Thane',
  Region: 'Mumbai',
  Block: 'Thane',
  State: 'Maharashtra',
  Country: 'India',
  Pincode: pincode,
});

/**
 * A stand-in for api.postalpincode.in on 127.0.0.1 with its real response shapes.
 * 999998 → two offices; 333333 → answers after 2 s; 444444 → HTML; 555555 → HTTP 500;
 * anything else → the service's "No records found" Error answer. `hits` records every PIN asked.
 */
export function startFakePostalService(): Promise<FakePostalService> {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    const pincode = req.url?.split('/').pop() ?? '';
    hits.push(pincode);
    if (pincode === '999998') {
      const offices = [office('New Colony', pincode), office('Old Colony', pincode)];
      json(res, [{ Message: 'Number of pincode(s) found:2', Status: 'Success', PostOffice: offices }]);
    } else if (pincode === '333333') {
      setTimeout(() => json(res, []), 6_000).unref();
    } else if (pincode === '444444') {
      res.end('<html>Service Unavailable</html>');
    } else if (pincode === '555555') {
      json(res, { message: 'boom' }, 500);
    } else {
      json(res, [{ Message: 'No records found', Status: 'Error', PostOffice: null }]);
    }
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      const close = () => {
        server.closeAllConnections();
        server.close();
      };
      resolve({ url: `http://127.0.0.1:${port}`, hits, close });
    });
  });
}
