import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HomeSlider } from './home-slider';

// What the demo shop's slide pictures show (the drawings of slides 1, 2 and 3).
const PICTURED = [
  ['lehenga', 'sherwani', 'bandhgala'],
  ['gown', 'tuxedo', 'blazer'],
  ['safa', 'bridal set', 'jhumka', 'mala', 'shawl'],
];

describe('the home slider', () => {
  it('captions each slide with what its picture shows', () => {
    render(
      <MemoryRouter>
        <HomeSlider />
      </MemoryRouter>,
    );
    const slides = screen.getAllByRole('group');
    expect(slides).toHaveLength(3);
    slides.forEach((slide, i) => {
      const alt = within(slide).getByRole('img').getAttribute('alt')?.toLowerCase() ?? '';
      const caption = slide.textContent?.toLowerCase() ?? '';
      for (const piece of PICTURED[i] ?? []) expect(alt, `slide ${i + 1} picture`).toContain(piece);
      // The caption names at least one of the kinds of piece drawn.
      const named = (PICTURED[i] ?? []).filter((piece) => caption.includes(piece.split(' ')[0] ?? piece));
      expect(named.length, `slide ${i + 1} caption: ${caption}`).toBeGreaterThan(0);
    });
  });
});
