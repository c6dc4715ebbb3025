import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { showLanguage } from '@/i18n';
import { renderInApp } from '@/test/render';
import { HomeSlider } from './home-slider';

// What the demo shop's slide pictures show (the drawings of slides 1, 2 and 3).
const PICTURED = [
  ['lehenga', 'sherwani', 'bandhgala'],
  ['gown', 'tuxedo', 'blazer'],
  ['safa', 'bridal set', 'jhumka', 'mala', 'shawl'],
];

/** The slider drawn alone, and its three slides. */
function renderSlides(): HTMLElement[] {
  render(
    <MemoryRouter>
      <HomeSlider />
    </MemoryRouter>,
  );
  const slides = screen.getAllByRole('group');
  expect(slides).toHaveLength(3);
  return slides;
}

describe('the home slider', () => {
  it('draws the first picture at once and the others with the carousel, off screen until then', async () => {
    const slides = renderSlides();
    // The first render (the server's HTML) fetches the main picture alone.
    expect(
      within(slides[0] as HTMLElement)
        .getByRole('img')
        .getAttribute('fetchpriority'),
    ).toBe('high');
    expect(within(slides[1] as HTMLElement).queryByRole('img')).toBeNull();
    expect(within(slides[2] as HTMLElement).queryByRole('img')).toBeNull();
    expect(await within(slides[2] as HTMLElement).findByRole('img')).toBeTruthy();
  });

  it('captions each slide with what its picture shows', async () => {
    const slides = renderSlides();
    await within(slides[2] as HTMLElement).findByRole('img');
    slides.forEach((slide, i) => {
      const alt = within(slide).getByRole('img').getAttribute('alt')?.toLowerCase() ?? '';
      const caption = slide.textContent?.toLowerCase() ?? '';
      for (const piece of PICTURED[i] ?? []) expect(alt, `slide ${i + 1} picture`).toContain(piece);
      // The caption names at least one of the kinds of piece drawn.
      const named = (PICTURED[i] ?? []).filter((piece) => caption.includes(piece.split(' ')[0] ?? piece));
      expect(named.length, `slide ${i + 1} caption: ${caption}`).toBeGreaterThan(0);
    });
  });

  it('speaks Hindi when Hindi is chosen: captions, buttons, pictures and dots', async () => {
    await showLanguage('hi');
    renderInApp(<HomeSlider />);
    expect(screen.getByRole('region', { name: 'चुने हुए कलेक्शन' })).toBeTruthy();
    const slides = screen.getAllByRole('group');
    expect(within(slides[0] as HTMLElement).getByText('शादी के लिए शेरवानी और लहंगे')).toBeTruthy();
    expect(within(slides[0] as HTMLElement).getByRole('link', { name: 'पुरुषों के कपड़े देखें' })).toBeTruthy();
    expect((await within(slides[1] as HTMLElement).findByRole('img')).getAttribute('alt')).toContain(
      'टक्सीडो',
    );
    expect(screen.getByRole('button', { name: 'स्लाइड 3 दिखाएँ: साफ़े, गहने और शॉल' })).toBeTruthy();
    expect(screen.getByRole('group', { name: '3 में से 2' })).toBeTruthy();
    expect(screen.queryByText(/Sherwanis and lehengas|Shop men|Delivered the day/)).toBeNull();
  });
});

afterEach(async () => {
  await showLanguage('en');
});
