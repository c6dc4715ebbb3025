// The media module's public API: other modules import only from here.

export type { PictureSize, PictureSource } from './pictures.ts';
export { mediaRoutes } from './routes.ts';
export { deleteProductPhoto, storeProductPhoto } from './uploaded.ts';
export { mediaUrl, productImageUrls, variantUrls } from './urls.ts';
