import { useCategories } from '@/features/catalog/api/get-categories';
import { AboutInvite, AboutStory } from '@/features/content/components/about-story';
import { DataCredits } from '@/features/content/components/data-credits';
import styles from '@/features/content/components/info.module.css';
import { InfoHero } from '@/features/content/components/info-hero';
import { WardrobeCarousel } from '@/features/content/components/wardrobe-carousel';
import { usePageMeta } from '@/lib/page-meta';

/** `/about-us/`: 'Insight into Company': story, mission, vision, the wardrobe carousel and credits. */
export default function AboutUsPage() {
  usePageMeta({
    title: 'About Us',
    description:
      'Vastra has dressed families for their weddings since 1987: our story, mission and vision, and the wardrobe we rent in Mumbai, Pune, Ahmedabad and Vapi.',
  });
  const men = useCategories('men').data ?? [];
  const women = useCategories('women').data ?? [];
  return (
    <>
      <InfoHero
        title="Insight into Company"
        eyebrow="About Vastra"
        lead="A family business that has dressed grooms, brides and their families for their biggest days since 1987."
      />
      <div className={`container ${styles.body}`}>
        <AboutStory />
        <WardrobeCarousel categories={[...women, ...men]} />
        <AboutInvite />
        <DataCredits />
      </div>
    </>
  );
}
