// The orders module's public API: other modules import only from here.
export { orderDetail, ownOrder } from './order-view.ts';
export { orderRoutes } from './routes.ts';
export { changeOrderStatus } from './status.ts';
