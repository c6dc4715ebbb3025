import type { BlogInput } from '@vastra/shared/schemas';
import { count, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { blogs } from '../db/schema/index.ts';
import { saveBlog } from '../modules/content/index.ts';

/** Advisory lock of the blog seed (the migration lock is 7_270_721). */
const BLOG_SEED_LOCK = 7_270_731;

/*
 * The posts the shop starts with. Business numbers (advance, deposit, periods, fees) are left
 * out on purpose: they are settings, and the policy pages linked here render them.
 */
const POSTS: BlogInput[] = [
  {
    seoUrl: 'the-vastra-story-since-1987',
    title: 'From one counter to four cities: the Vastra story since 1987',
    category: 'COMPANY',
    mainImage: 'blog/1',
    publishedAt: new Date('2024-03-05T11:00:00+05:30'),
    summaryHtml:
      '<p>How a single shop counter that lent sherwanis to neighbours grew into a family business dressing grooms, brides and their families in Mumbai, Pune, Ahmedabad and Vapi.</p>',
    bodyHtml: `<p>Vastra began in 1987 as one counter and a rail of sherwanis. Families in the lane would borrow an outfit for a wedding, bring it back after the celebrations, and tell their cousins. Renting was not yet a word anyone used for wedding clothes; it was simply sensible.</p>
<h2>What has not changed</h2>
<p>Every outfit is still checked by hand before it leaves us and again when it comes back. We still alter for fit, because a sherwani that sits right on the shoulders matters more than any embroidery. And we still believe nobody should buy a heavy lehenga or a bandhgala that will be worn once and then live in a cupboard.</p>
<h2>What has</h2>
<ul><li>Branches in <strong>Mumbai, Pune, Ahmedabad and Vapi</strong>, each with its own trial rooms and tailors.</li><li>A catalogue you can browse online, with your event date checked against every booking.</li><li>Pre-used pieces for sale, for those who want to keep an outfit for good.</li></ul>
<blockquote>A wedding is one day. The outfit should make that day easier, not the month after it.</blockquote>
<p>Visit a <a href="/stores/">branch near you</a> or write to us through the <a href="/contact-us/">contact page</a>. We would be glad to dress your family.</p>`,
  },
  {
    seoUrl: 'how-renting-works-and-caring-for-a-rented-outfit',
    title: 'How renting works, and how to care for a rented outfit',
    category: 'COMPANY',
    mainImage: 'blog/2',
    publishedAt: new Date('2024-06-18T10:30:00+05:30'),
    summaryHtml:
      '<p>Choose, book, get it fitted, wear it, send it back. Here is each step, and a few simple habits that keep your deposit safe.</p>',
    bodyHtml: `<p>Renting an outfit from Vastra takes five steps, and you only have to think about two of them.</p>
<ol><li><strong>Choose</strong> a style online or in a branch and pick your event date and rental period.</li><li><strong>Book</strong> it with a booking advance; the dates are held for you alone.</li><li><strong>Alteration and trial</strong>: we adjust the fit to your measurements before delivery.</li><li><strong>Wear</strong> it. The outfit reaches you the day before your event.</li><li><strong>Return</strong> it at the end of your period. No washing, no dry cleaning: that is our job.</li></ol>
<h2>Caring for it while it is with you</h2>
<ul><li>Hang it on the padded hanger in its cover; do not fold embroidered panels.</li><li>Spray perfume before you dress, not on the fabric. Alcohol marks zari.</li><li>Let mehendi dry completely before you slip into a fitted blouse or sleeve.</li><li>Never iron directly on embroidery or sequins. If it creases, hang it in a steamy bathroom for ten minutes.</li><li>Pin only at seams, and tell us about a loose button or a small tear. Please do not glue or stitch it yourself.</li></ul>
<p>Return every piece you received: dupatta, stole, safa, brooch. The details of deposits and damage are on our <a href="/return-policy/">return policy</a> and <a href="/cancellation-policy/">cancellation policy</a> pages.</p>`,
  },
  {
    seoUrl: 'choosing-a-sherwani-for-your-body-type',
    title: 'Choosing a sherwani for your body type',
    category: 'FASHION',
    mainImage: 'blog/3',
    publishedAt: new Date('2024-09-10T12:00:00+05:30'),
    summaryHtml:
      '<p>Length, cut and colour do more for a groom than any amount of embroidery. A short guide from our trial rooms.</p>',
    bodyHtml: `<p>Most grooms walk in asking for a colour. The ones who leave happiest chose a <em>cut</em> first.</p>
<h2>Tall and lean</h2>
<p>You can carry length and layers: a sherwani below the knee, a contrast churidar with its folds at the ankle, a textured brocade or a long jacket over a kurta. Horizontal detail, such as a broad embroidered border, adds welcome width.</p>
<h2>Shorter frame</h2>
<p>Keep the line unbroken. One colour from collar to shoe, a sherwani ending just at or above the knee, and embroidery that runs down the placket rather than across the chest. Skip a heavy dupatta over the shoulder; a slim stole works better.</p>
<h2>Broad or heavier build</h2>
<p>Deeper shades (wine, bottle green, navy) and a straight, structured cut with firm shoulders. Keep the embroidery light around the waist and let the collar and cuffs carry the detail. A jodhpuri bandhgala is very kind to this build.</p>
<h2>Athletic</h2>
<p>Show the shape: a fitted sherwani, an Indo-western with an asymmetric hem, or a jodhpuri suit with slim trousers.</p>
<h3>The fit checks we make at every trial</h3>
<ul><li>The shoulder seam ends where your shoulder does.</li><li>Sleeves finish at the wrist bone, so the kada and the watch show.</li><li>There is room across the chest to sit cross-legged through the pheras.</li></ul>
<p>Bring your chest, sleeve length, pant length and pant waist, or let us measure you. Browse the <a href="/category/men">men's collection</a> to start.</p>`,
  },
  {
    seoUrl: 'lehenga-colour-trends-this-wedding-season',
    title: 'Lehenga colours brides are choosing this wedding season',
    category: 'TRENDS',
    mainImage: 'blog/4',
    publishedAt: new Date('2024-10-22T16:00:00+05:30'),
    summaryHtml:
      '<p>Red has company. Mint, powder blue, peach and deep wine are what brides at our counters are asking for this season.</p>',
    bodyHtml: `<p>Red will always be the colour of a bridal lehenga for many families, and it remains our most booked shade. But the questions at our counters this season tell their own story.</p>
<h2>What is being booked</h2>
<ul><li><strong>Mint and sage</strong> for day weddings and mehendi, often with silver or pearl work.</li><li><strong>Powder blue</strong> for the engagement and the sangeet, lovely under evening lights.</li><li><strong>Peach and blush</strong>, the gentle choice of brides who want pastels but not white.</li><li><strong>Deep wine and maroon</strong>, a richer, quieter answer to red for the pheras.</li><li><strong>Gold on ivory</strong> for the reception, with heavy zardozi and a long trail.</li></ul>
<h2>Choosing for your skin and the hour</h2>
<p>Warm skin tones glow in peach, mustard and wine; cooler tones in powder blue, mint and rose. Daylight is kind to pastels; evening lights deepen jewel tones and flatten the palest shades.</p>
<blockquote>Pick the colour for the function first, then for yourself. A mint lehenga at an evening reception can disappear in photographs.</blockquote>
<p>Filter the <a href="/category/women">women's collection</a> by colour to see what is free for your date.</p>`,
  },
  {
    seoUrl: 'safa-pagdi-and-pheta-turban-styles-by-region',
    title: 'Safa, pagdi and pheta: turban styles from across India',
    category: 'STYLE',
    mainImage: 'blog/5',
    publishedAt: new Date('2024-11-28T11:30:00+05:30'),
    summaryHtml:
      "<p>The groom's turban says where his family comes from. A short guide to the styles we tie most often, and how to match one to your sherwani.</p>",
    bodyHtml: `<p>Ask three families what a wedding turban should look like and you will hear three answers, each of them right. These are the styles we are asked for most.</p>
<h2>Rajasthani and Jodhpuri safa</h2>
<p>Long, bright and patterned in leheriya waves or bandhani dots, tied in many turns with a tail falling down the back. It sits beautifully with a jodhpuri bandhgala or a cream sherwani.</p>
<h2>Marathi pheta and Puneri pagadi</h2>
<p>The pheta is a saffron or bright-coloured cloth tied with a tail, worn by the groom and often by the whole baraat. The Puneri pagadi is a firm, ready-shaped turban with a flat crown, a mark of ceremony in Pune families.</p>
<h2>Gujarati and Kathiawadi paghdi</h2>
<p>Colourful and rounded, sometimes with mirror or zari work, a natural partner for a kediyu-inspired outfit or a bright Indo-western.</p>
<h2>Mysore peta</h2>
<p>Silk with a broad zari border, shaped and dignified, the classic companion of a silk angavastram and dhoti or a cream sherwani.</p>
<h3>Matching it to the outfit</h3>
<ul><li>Pick up one colour from the sherwani's embroidery rather than its base fabric.</li><li>A plain sherwani can carry a patterned safa; a heavily worked one wants a plain safa.</li><li>Add a kalgi or sarpech brooch only at the front, and keep it in the tone of the buttons.</li></ul>
<p>Our branches keep pre-tied safas in many sizes. See the safas in our <a href="/category/men">men's collection</a>.</p>`,
  },
  {
    seoUrl: 'pairing-bridal-jewellery-with-your-outfit',
    title: 'Pairing bridal jewellery with your lehenga',
    category: 'BEAUTY',
    mainImage: 'blog/6',
    publishedAt: new Date('2025-01-14T10:00:00+05:30'),
    summaryHtml:
      '<p>Neckline first, metal second, weight last. How to choose a necklace, earrings and maang tikka that work with your outfit rather than against it.</p>',
    bodyHtml: `<p>Bridal jewellery is chosen too often on its own, in a shop, under a spotlight. Choose it with the outfit on.</p>
<h2>Let the neckline decide the necklace</h2>
<ul><li><strong>Deep or V neck</strong>: a long rani haar with a choker above it fills the space.</li><li><strong>Sweetheart or round</strong>: a choker alone, or a short layered necklace.</li><li><strong>High or boat neck</strong>: skip the necklace and let statement earrings and a matha patti do the work.</li></ul>
<h2>Match the metal to the zari</h2>
<p>Gold zari asks for gold, kundan or polki in gold settings. Silver thread, pastels and pearl work are happier with polki, diamond-look or oxidised silver. Temple jewellery belongs with silk sarees and heavy gold borders.</p>
<h2>Balance the weight</h2>
<p>If the lehenga is heavily embroidered, let the jewellery be bold in one place only. A lighter outfit can carry a full set: necklace, jhumkas, maang tikka, haath phool and kamarbandh.</p>
<blockquote>Wear the earrings for an hour at your trial. If they hurt by then, they will hurt through the pheras.</blockquote>
<p>Our bridal jewellery and earrings are rented with the outfit; ask at the trial which sets suit your lehenga.</p>`,
  },
  {
    seoUrl: 'finishing-touches-wedding-accessories-for-men',
    title: 'The finishing touches: mala, stole, juttis and brooches',
    category: 'FASHION',
    mainImage: 'blog/7',
    publishedAt: new Date('2025-02-20T15:00:00+05:30'),
    summaryHtml:
      '<p>An outfit is only finished at the neck, the shoulder and the feet. A checklist of accessories for the groom and the men of the family.</p>',
    bodyHtml: `<p>We have watched beautifully dressed grooms arrive in sports shoes. Keep this list with your outfit.</p>
<h2>For the groom</h2>
<ul><li><strong>Mala</strong>: a layered pearl or stone mala lifts a plain sherwani. Keep one layer if the collar is heavily worked.</li><li><strong>Stole or dupatta</strong>: over one shoulder, pinned at the seam, in a tone from the embroidery.</li><li><strong>Safa and kalgi</strong>: see our guide to regional turban styles.</li><li><strong>Juttis or mojaris</strong>: buy them early and wear them at home for a week so they soften.</li><li><strong>Shawl</strong>: for winter weddings in the north, a pashmina-style shawl over the sherwani.</li></ul>
<h2>For the family</h2>
<p>Matching safas for the baraat, simple brooches on bandhgalas, and pocket squares for jodhpuri suits keep the photographs together without everyone dressing alike.</p>
<p>Safas, shawls, malas and earrings can be rented along with the outfit; ask for them at your trial.</p>`,
  },
  {
    seoUrl: 'a-calm-beauty-timeline-for-the-wedding-week',
    title: 'A calm beauty timeline for the wedding week',
    category: 'BEAUTY',
    mainImage: 'blog/8',
    publishedAt: new Date('2025-04-08T09:30:00+05:30'),
    summaryHtml:
      '<p>Nothing new in the last week. When to book the facial, the mehendi and the trial so that the wedding day is the easy one.</p>',
    bodyHtml: `<p>The best beauty advice for a wedding week is boring: do nothing new. Here is the order that works for most brides and grooms we dress.</p>
<h2>A month before</h2>
<ul><li>Book your make-up trial in the outfit's colours, or with a swatch of the fabric.</li><li>Try any new skin product now, with a patch test, or not at all.</li></ul>
<h2>A week before</h2>
<ul><li>The last facial or clean-up: any redness has time to settle.</li><li>Your outfit trial with us: walk, sit and raise your arms in it.</li></ul>
<h2>Three days before</h2>
<p>Waxing and threading, so the skin is calm by the day. Mehendi goes on about two days before: its colour deepens for a day or two after it comes off.</p>
<h2>On the day</h2>
<ul><li>Sunscreen for a day function, under everything.</li><li>Dress after your make-up and hair, stepping into the lehenga or sherwani rather than pulling it over your head.</li><li>Carry blotting papers, safety pins and a small mirror in a potli.</li></ul>
<p>Turmeric from the haldi can stain nails and light fabric; keep your wedding outfit well away from the haldi ceremony.</p>`,
  },
];

/**
 * The shop's first posts, written once. No-op when any post exists (staff may have edited or
 * removed these); the advisory lock stops two servers starting together from both writing.
 */
export async function seedBlogs(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BLOG_SEED_LOCK})`);
    const [existing] = await tx.select({ n: count() }).from(blogs);
    if ((existing?.n ?? 0) > 0) return;
    for (const post of POSTS) await saveBlog(tx, post);
  });
}
