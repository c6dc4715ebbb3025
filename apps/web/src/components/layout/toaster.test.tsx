import { act, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Toaster from './toaster';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the toaster', () => {
  it('shows a toast without reading the page’s computed direction', async () => {
    const computed = vi.spyOn(window, 'getComputedStyle');
    render(<Toaster />);
    act(() => {
      toast('Added to cart');
      toast('Removed from wishlist');
    });
    const added = await screen.findByText('Added to cart');
    await screen.findByText('Removed from wishlist');
    expect(added.closest('[data-sonner-toaster]')?.getAttribute('dir')).toBe('ltr');
    const readsOfThePage = computed.mock.calls.filter(([element]) => element === document.documentElement);
    expect(readsOfThePage.length).toBe(0);
  });
});
