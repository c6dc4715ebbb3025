import { DEFAULT_SETTINGS, type PolicyTemplate, type Settings } from '@vastra/shared/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import { type SignedInStaff, signInAsStaff } from '../../test-support/staff.ts';

let ctx: TestContext;
let owner: SignedInStaff;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signInAsStaff(ctx, 'owner');
});
afterAll(() => ctx.close());

const copy = (): Settings => structuredClone(DEFAULT_SETTINGS);
const put = (headers: Record<string, string>, payload: unknown) =>
  ctx.app.inject({ method: 'PUT', url: '/api/staff/settings', headers, payload: payload as object });
const get = async (url: string) => {
  const res = await ctx.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.json();
};
const textAudits = async () => {
  const rows = await ctx.app.db.execute(
    sql`select count(*)::int as n from audit_log where entity = 'settings' and after ? 'texts' and after->'texts' <> '{}'::jsonb`,
  );
  return (rows.rows[0] as { n: number }).n;
};

const ownWording: PolicyTemplate = {
  description: 'Cancel early, keep your advance as credit.',
  intro: 'We keep it short.',
  sections: [
    {
      heading: 'Your advance',
      blocks: [
        'You pay {advancePercent}% when you book.',
        { points: ['Cancel more than {cancelCreditDays} ahead: store credit.'] },
      ],
    },
  ],
};

describe('policy and FAQ wording (owners edit, everyone reads)', () => {
  it('serves the default wording with the figures of a fresh shop', async () => {
    const page = await get('/api/policies/cancellation');
    expect(page.title).toBe('Cancellation Policy');
    expect(page.sections[0].blocks[0]).toContain('a booking advance online: 25% of the order total');
    const faqs = await get('/api/faqs');
    expect(faqs.groups[0].items[0].question).toBe('How does renting from Vastra work?');
    expect(JSON.stringify(faqs)).toContain('Pay a 25% booking advance online');
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/policies/refunds' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toMatch(/cancellation, return, shipping/);
  });

  it('refuses managers and staff: 403, the wording unchanged', async () => {
    const next = { ...copy(), texts: { cancellation: ownWording } };
    for (const [role, branches] of [
      ['manager', ['KDV']],
      ['staff', ['KDV']],
    ] as const) {
      const who = await signInAsStaff(ctx, role, [...branches]);
      expect((await put(who.headers, next)).statusCode).toBe(403);
    }
    expect((await get('/api/policies/cancellation')).intro).not.toBe('We keep it short.');
    expect(await textAudits()).toBe(0);
  });

  it('refuses a figure the shop does not know, and HTML, in words an owner understands', async () => {
    const bad = structuredClone(ownWording);
    bad.sections[0]!.blocks[0] = 'You pay {advancePct}% when you book.';
    const res = await put(owner.headers, { ...copy(), texts: { cancellation: bad } });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.fields['texts.cancellation.sections.0.blocks.0']).toMatch(
      /\{advancePct\} is not a figure the shop knows/,
    );
    const html = {
      ...copy(),
      texts: { faqs: [{ heading: 'Hi', items: [{ question: 'Q', answer: ['<script>x</script>'] }] }] },
    };
    const refused = await put(owner.headers, html);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields['texts.faqs.0.items.0.answer.0']).toMatch(/HTML tags/);
    expect((await get('/api/policies/cancellation')).intro).not.toBe('We keep it short.');
    expect(await textAudits()).toBe(0);
  });

  it('an owner’s wording shows at once with the current figures; a figure change still changes it', async () => {
    await get('/api/policies/cancellation'); // read once: any cache now holds the old wording
    const faqs = [
      {
        heading: 'Quick answers',
        items: [{ question: 'What do I pay now?', answer: ['{advancePercent}% of the total, online.'] }],
      },
    ];
    const next = { ...copy(), texts: { cancellation: ownWording, faqs } };
    const res = await put(owner.headers, next);
    expect(res.statusCode).toBe(200);
    expect(res.json().value.texts.cancellation).toEqual(ownWording);

    const page = await get('/api/policies/cancellation');
    expect(page).toEqual({
      title: 'Cancellation Policy',
      description: 'Cancel early, keep your advance as credit.',
      intro: 'We keep it short.',
      sections: [
        {
          heading: 'Your advance',
          blocks: [
            'You pay 25% when you book.',
            { points: ['Cancel more than 7 days ahead: store credit.'] },
          ],
        },
      ],
    });
    expect((await get('/api/faqs')).groups).toEqual([
      {
        heading: 'Quick answers',
        items: [{ question: 'What do I pay now?', answer: ['25% of the total, online.'] }],
      },
    ]);
    // Other pages keep the default wording; the storefront's settings carry the owners' wording.
    expect((await get('/api/policies/return')).intro).toMatch(/^A rented outfit comes back/);
    expect((await get('/api/settings/public')).texts.cancellation).toEqual(ownWording);

    // Audited like every settings change: who, and the wording before → after.
    const history = await ctx.app.inject({
      method: 'GET',
      url: '/api/staff/settings/history',
      headers: owner.headers,
    });
    const [entry] = history.json().items;
    const byPath = (a: { path: string }, b: { path: string }) => a.path.localeCompare(b.path);
    expect([...entry.changes].sort(byPath)).toEqual([
      { path: 'texts.cancellation', before: null, after: ownWording },
      { path: 'texts.faqs', before: null, after: faqs },
    ]);
    expect(await textAudits()).toBe(1);

    // The owner changes the advance: the owner's wording states the new figure.
    const raised = { ...next, advance: { rentPct: 40, buyPct: 10 } };
    expect((await put(owner.headers, raised)).statusCode).toBe(200);
    expect((await get('/api/policies/cancellation')).sections[0].blocks[0]).toBe(
      'You pay 40% when you book.',
    );

    // Reset to the default wording: the page reads as before, with the new figure.
    const reset = { ...raised, texts: { faqs } };
    expect((await put(owner.headers, reset)).statusCode).toBe(200);
    const back = await get('/api/policies/cancellation');
    expect(back.intro).toMatch(/^Plans change, and weddings move/);
    expect(back.sections[0].blocks[0]).toContain('40% of the order total');
  });
});
