import { useCategories } from '@/features/catalog/api/get-categories';
import { AboutInvite, AboutStory } from '@/features/content/components/about-story';
import { DataCredits } from '@/features/content/components/data-credits';
import styles from '@/features/content/components/info.module.css';
import { InfoHero } from '@/features/content/components/info-hero';
import { WardrobeCarousel } from '@/features/content/components/wardrobe-carousel';
import { usePagesTexts } from '@/i18n/texts/pages';
import { usePageMeta } from '@/lib/page-meta';

/** `/about-us/`: 'Insight into Company': story, mission, vision, the wardrobe carousel and credits. */
export default function AboutUsPage() {
  const { t } = usePagesTexts();
  usePageMeta({ title: t('links.aboutUs', { ns: 'translation' }), description: t('about.description') });
  const men = useCategories('men').data ?? [];
  const women = useCategories('women').data ?? [];
  return (
    <>
      <InfoHero title={t('about.title')} eyebrow={t('about.eyebrow')} lead={t('about.lead')} />
      <div className={`container ${styles.body}`}>
        <AboutStory />
        <WardrobeCarousel categories={[...women, ...men]} />
        <AboutInvite />
        <DataCredits />
      </div>
    </>
  );
}
