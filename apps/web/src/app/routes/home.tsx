import { paths } from '@/config/paths';
import { SITE_NAME } from '@/config/site';
import { useCategories } from '@/features/catalog/api/get-categories';
import { CategoryTiles } from '@/features/catalog/components/category-tiles';
import styles from '@/features/content/components/home.module.css';
import { HomeSlider } from '@/features/content/components/home-slider';
import { HowRentingWorks } from '@/features/content/components/how-renting-works';
import { MembershipCard } from '@/features/content/components/membership-card';
import { useTranslation } from '@/i18n';
import { InTurn } from '@/lib/hydrate-in-turns';
import { Link } from '@/lib/link';
import { usePageMeta } from '@/lib/page-meta';

/** `/`: slider, membership, the men's and women's collections, and how renting works. */
export default function HomePage() {
  usePageMeta({
    title: SITE_NAME,
    description:
      'Rent designer sherwanis, suits, lehengas and gowns for your wedding, delivered and altered to you. Vastra, a family business since 1987, in Mumbai, Pune, Ahmedabad and Vapi.',
  });
  const { t } = useTranslation();
  const men = useCategories('men');
  const women = useCategories('women');
  return (
    <>
      <h1 className="visually-hidden">{t('home.title')}</h1>
      <InTurn id="home-slider">
        <HomeSlider />
      </InTurn>
      <div className="container">
        <InTurn id="home-membership">
          <MembershipCard />
        </InTurn>
        {(
          [
            ['men', t('home.men'), men],
            ['women', t('home.women'), women],
          ] as const
        ).map(([group, title, query]) => (
          <InTurn key={group} id={`home-${group}`}>
            <section className={styles.section} aria-labelledby={`home-${group}`}>
              <div className={styles.sectionHead}>
                <h2 id={`home-${group}`} className={styles.sectionTitle}>
                  {title}
                </h2>
                <Link to={paths.category.getHref(group)} className={styles.sectionLink}>
                  {t('home.viewAll')}
                  <span className="visually-hidden">
                    {t('home.viewAllHidden', {
                      group: group === 'men' ? t('header.menLower') : t('header.womenLower'),
                    })}
                  </span>
                </Link>
              </div>
              <CategoryTiles categories={query.data} loading={query.isPending} />
            </section>
          </InTurn>
        ))}
        <InTurn id="home-steps">
          <HowRentingWorks />
        </InTurn>
      </div>
    </>
  );
}
