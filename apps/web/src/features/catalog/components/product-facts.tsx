import type { ProductDetail } from '@vastra/shared/schemas';
import { useBookingTexts } from '@/i18n/texts/booking';
import styles from './product-detail.module.css';

/** Code, rent, deposit, size, location, MRP: label and value pairs. */
export function ProductFacts({ facts }: { facts: [string, string][] }) {
  return (
    <dl className={styles.facts}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd className="price">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The 'Additional information' section: description, remark, category, colours, branch. */
export function AdditionalInformation({ product }: { product: ProductDetail }) {
  const { t } = useBookingTexts();
  return (
    <section className={styles.additional} aria-labelledby="additional-title">
      <h2 id="additional-title">{t('product.additional')}</h2>
      <div className={styles.additionalGrid}>
        {product.description ? <p className={styles.description}>{product.description}</p> : null}
        <table>
          <tbody>
            <tr>
              <th scope="row">{t('product.category')}</th>
              <td>{product.categoryName}</td>
            </tr>
            <tr>
              <th scope="row">{t('product.colour')}</th>
              <td>{product.colours.join(', ') || '-'}</td>
            </tr>
            <tr>
              <th scope="row">{t('product.size')}</th>
              <td>{product.sizeLabel}</td>
            </tr>
            <tr>
              <th scope="row">{t('product.branch')}</th>
              <td>
                {product.branch.name}, {product.branch.address}
              </td>
            </tr>
            {product.remark ? (
              <tr>
                <th scope="row">{t('product.remark')}</th>
                <td>{product.remark}</td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
    </section>
  );
}
