import {
  DEFAULT_SETTINGS,
  FaqTemplateSchema,
  POLICY_PAGES,
  PolicyTemplateSchema,
  type Settings,
  SettingsSchema,
  textProblem,
} from '@vastra/shared/schemas';
import { describe, expect, it } from 'vitest';
import { FAQ_DEFAULTS, POLICY_DEFAULTS, renderFaqs, renderPolicy } from './index.ts';

const withAdvance = (rentPct: number): Settings => ({
  ...DEFAULT_SETTINGS,
  advance: { ...DEFAULT_SETTINGS.advance, rentPct },
});
const allText = (value: unknown) => JSON.stringify(value);

describe('policy and FAQ wording', () => {
  it('the default wording passes the checks owners’ wording must pass, unchanged', () => {
    for (const page of POLICY_PAGES) {
      expect(PolicyTemplateSchema.parse(POLICY_DEFAULTS[page].template)).toEqual(
        POLICY_DEFAULTS[page].template,
      );
    }
    expect(FaqTemplateSchema.parse(FAQ_DEFAULTS)).toEqual(FAQ_DEFAULTS);
  });

  it('fills every figure of the default wording from the settings', () => {
    for (const page of POLICY_PAGES)
      expect(allText(renderPolicy(page, DEFAULT_SETTINGS))).not.toMatch(/[{}]\w/);
    const cancellation = renderPolicy('cancellation', withAdvance(40));
    expect(cancellation.title).toBe('Cancellation Policy');
    expect(cancellation.sections[0]?.blocks[0]).toContain('a booking advance online: 40% of the order total');
    expect(allText(renderFaqs(withAdvance(40)))).toContain('Pay a 40% booking advance online');
  });

  it('shows the owners’ wording instead of the default, with the current figures', () => {
    const s: Settings = {
      ...withAdvance(35),
      texts: {
        cancellation: {
          description: 'Cancel early.',
          intro: 'Our promise.',
          sections: [
            { heading: 'Advance', blocks: ['You pay {advancePercent}% now.', { points: ['{support}'] }] },
          ],
        },
        faqs: [{ heading: 'Money', items: [{ question: 'How much now?', answer: ['{advancePercent}%.'] }] }],
      },
    };
    const doc = renderPolicy('cancellation', s);
    expect(doc.sections).toEqual([
      {
        heading: 'Advance',
        blocks: [
          'You pay 35% now.',
          { points: [`Call us on ${s.support.phone} (${s.support.hours}) or write to ${s.support.email}.`] },
        ],
      },
    ]);
    expect(renderFaqs(s)).toEqual([
      { heading: 'Money', items: [{ question: 'How much now?', answer: ['35%.'] }] },
    ]);
    // Pages the owners did not change keep the default wording.
    expect(renderPolicy('return', s)).toEqual(renderPolicy('return', withAdvance(35)));
  });

  it('explains a figure it does not know, a stray bracket and HTML in an owner’s words', () => {
    expect(textProblem('Pay {advancePercent}% now')).toBeNull();
    expect(textProblem('Pay {advancePct}% now')).toMatch(/\{advancePct\} is not a figure the shop knows/);
    expect(textProblem('Pay {AdvancePercent}% now')).toMatch(/Did you mean \{advancePercent\}\?/);
    expect(textProblem('Pay {advancePercent% now')).toMatch(/remove the stray bracket/);
    expect(textProblem('Pay <b>now</b>')).toMatch(/HTML tags/);
    expect(textProblem('Pay {toString} now')).toMatch(/not a figure/);
    expect(textProblem('Prices < ₹500 and 2 > 1')).toBeNull();
  });

  it('reads a stored record without owners’ wording as the default wording', () => {
    const { texts: _texts, ...stored } = DEFAULT_SETTINGS;
    expect(SettingsSchema.parse(stored).texts).toEqual({});
  });
});
