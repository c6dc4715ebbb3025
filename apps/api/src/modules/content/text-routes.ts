import { FaqPageSchema, POLICY_PAGES, PolicyDocSchema } from '@vastra/shared/schemas';
import { renderFaqs, renderPolicy } from '@vastra/shared/texts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema } from '../../lib/error-schema.ts';
import { getSettings } from '../system/index.ts';

const tags = ['content'];

/**
 * GET /api/policies/{page} and GET /api/faqs: the wording the storefront shows (the owners' when
 * they changed it), with every figure filled from the current settings. Not cached: a change of
 * wording or of a figure shows at once.
 */
export const textRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/policies/:page',
    {
      schema: {
        tags,
        summary:
          'One policy page (cancellation, return, shipping, terms, privacy, disclaimer), figures filled',
        params: z.object({
          page: z.enum(POLICY_PAGES, { error: `The policy pages are: ${POLICY_PAGES.join(', ')}` }),
        }),
        response: { 200: PolicyDocSchema, 400: ErrorSchema },
      },
    },
    async (req) => renderPolicy(req.params.page, await getSettings(app.db)),
  );

  app.get(
    '/faqs',
    {
      schema: {
        tags,
        summary: 'The FAQ page: groups of questions with their answers, figures filled',
        response: { 200: FaqPageSchema },
      },
    },
    async () => ({ groups: renderFaqs(await getSettings(app.db)) }),
  );
};
