import type { Settings } from '@vastra/shared/schemas';
import { type Block, type PolicyDoc, renderFaqs, renderPolicy } from '@vastra/shared/texts';
import { TEXT_PAGES, type TextPage } from '../lib/edit-texts';

/** A page as the storefront renders it from the settings being edited (the FAQs as one list). */
function render(page: TextPage, s: Settings): PolicyDoc {
  if (page !== 'faqs') return renderPolicy(page, s);
  return {
    title: 'FAQs',
    description: '',
    intro: '',
    sections: renderFaqs(s).flatMap((group) =>
      group.items.map((item) => ({ heading: `${group.heading}: ${item.question}`, blocks: item.answer })),
    ),
  };
}

function Blocks({ blocks }: { blocks: Block[] }) {
  return blocks.map((block, i) =>
    typeof block === 'string' ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: a fixed text, rendered once
      <p key={i}>{block}</p>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: a fixed text, rendered once
      <ul key={i}>
        {block.points.map((point, j) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed text, rendered once
          <li key={j}>{point}</li>
        ))}
      </ul>
    ),
  );
}

type PolicyPreviewProps = {
  settings: Settings;
  page: TextPage;
  onPage: (page: TextPage) => void;
};

/**
 * What the storefront's policy pages will say with the settings and wording as edited (or, while
 * a value is refused, as last valid), so an owner reads the page before saving it.
 */
export function PolicyPreview({ settings, page, onPage }: PolicyPreviewProps) {
  const text = render(page, settings);
  return (
    <section className="card" aria-labelledby="policy-preview-title">
      <h2 id="policy-preview-title">Preview</h2>
      <label className="field">
        <span className="field-label">Text</span>
        <select className="select" value={page} onChange={(e) => onPage(e.target.value as TextPage)}>
          {TEXT_PAGES.map((p) => (
            <option key={p.key} value={p.key}>
              {p.label}
            </option>
          ))}
        </select>
      </label>
      <article data-testid="policy-preview">
        <h3>{text.title}</h3>
        {text.intro ? <p>{text.intro}</p> : null}
        {text.sections.map((section, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: owners may give two sections one heading
          <div key={i}>
            <h4>{section.heading}</h4>
            <Blocks blocks={section.blocks} />
          </div>
        ))}
      </article>
    </section>
  );
}
