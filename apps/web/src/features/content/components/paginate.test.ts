import { describe, expect, it } from 'vitest';
import { pageCount, paginate, type PageSlot } from './paginate';

const show = (slots: PageSlot[]) => slots.map((s) => (s.kind === 'page' ? String(s.page) : '…')).join(' ');

describe('paginate (5 pages, 1 margin)', () => {
  it('shows nothing without pages', () => {
    expect(paginate(1, 0)).toEqual([]);
  });

  it('lists every page when they fit', () => {
    expect(show(paginate(1, 1))).toBe('1');
    expect(show(paginate(3, 7))).toBe('1 2 3 4 5 6 7');
  });

  it('keeps the window at the start near page 1', () => {
    expect(show(paginate(1, 20))).toBe('1 2 3 4 5 … 20');
    expect(show(paginate(3, 20))).toBe('1 2 3 4 5 … 20');
  });

  it('centres the window with both margins in the middle', () => {
    expect(show(paginate(10, 20))).toBe('1 … 8 9 10 11 12 … 20');
  });

  it('keeps the window at the end near the last page', () => {
    expect(show(paginate(20, 20))).toBe('1 … 16 17 18 19 20');
    expect(show(paginate(18, 20))).toBe('1 … 16 17 18 19 20');
  });

  it('leaves no gap where the window touches a margin', () => {
    expect(show(paginate(4, 20))).toBe('1 2 3 4 5 6 … 20');
  });

  it('clamps a page outside the range', () => {
    expect(show(paginate(99, 8))).toBe('1 … 4 5 6 7 8');
    expect(show(paginate(-3, 8))).toBe('1 2 3 4 5 … 8');
  });

  it('counts pages of 9 announcements', () => {
    expect(pageCount(0, 9)).toBe(1);
    expect(pageCount(9, 9)).toBe(1);
    expect(pageCount(10, 9)).toBe(2);
  });
});
