import type { Settings } from '@vastra/shared/schemas';
import {
  type Block,
  cancellationPolicy,
  disclaimer,
  faqs,
  type PolicyDoc,
  privacyPolicy,
  returnPolicy,
  shippingPolicy,
  termsConditions,
} from '@vastra/shared/texts';
import { useState } from 'react';

/** The storefront's texts an owner can preview, each rendered from the settings being edited. */
const TEXTS: Record<string, { label: string; render: (s: Settings) => PolicyDoc }> = {
  cancellation: { label: 'Cancellation policy', render: cancellationPolicy },
  return: { label: 'Return policy', render: returnPolicy },
  shipping: { label: 'Shipping policy', render: shippingPolicy },
  terms: { label: 'Terms and conditions', render: termsConditions },
  privacy: { label: 'Privacy policy', render: privacyPolicy },
  disclaimer: { label: 'Disclaimer', render: disclaimer },
  faqs: {
    label: 'FAQs',
    render: (s) => ({
      title: 'FAQs',
      description: '',
      intro: '',
      sections: faqs(s).flatMap((group) =>
        group.items.map((item) => ({ heading: `${group.heading}: ${item.question}`, blocks: item.answer })),
      ),
    }),
  },
};

function Blocks({ blocks }: { blocks: Block[] }) {
  return blocks.map((block, i) =>
    typeof block === 'string' ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: a fixed text, rendered once
      <p key={i}>{block}</p>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: a fixed text, rendered once
      <ul key={i}>
        {block.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    ),
  );
}

/**
 * What the storefront's policy pages will say with the settings as edited (or, while a value is
 * refused, as last valid), so an owner reads the sentence before saving the figure.
 */
export function PolicyPreview({ settings }: { settings: Settings }) {
  const [which, setWhich] = useState('cancellation');
  const text = (TEXTS[which] ?? TEXTS.cancellation)?.render(settings);
  return (
    <section className="card" aria-labelledby="policy-preview-title">
      <h2 id="policy-preview-title">Preview</h2>
      <label className="field">
        <span className="field-label">Text</span>
        <select className="select" value={which} onChange={(e) => setWhich(e.target.value)}>
          {Object.entries(TEXTS).map(([key, t]) => (
            <option key={key} value={key}>
              {t.label}
            </option>
          ))}
        </select>
      </label>
      {text ? (
        <article data-testid="policy-preview">
          <h3>{text.title}</h3>
          {text.intro ? <p>{text.intro}</p> : null}
          {text.sections.map((section) => (
            <div key={section.heading}>
              <h4>{section.heading}</h4>
              <Blocks blocks={section.blocks} />
            </div>
          ))}
        </article>
      ) : null}
    </section>
  );
}
