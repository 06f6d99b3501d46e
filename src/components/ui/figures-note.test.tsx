import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FiguresNote } from './figures-note';

const asOf = new Date('2026-11-20T09:30:00');

describe('FiguresNote', () => {
  it('says the figures are being worked out while there are none', () => {
    render(<FiguresNote figures={null} />);
    expect(screen.getByRole('status')).toHaveTextContent('Working out your figures…');
  });

  it('dates figures that are not fresh', () => {
    render(<FiguresNote figures={{ fresh: false, asOf }} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Figures as of .*2026.*; updating…$/);
  });

  it('keeps its line, empty, once the figures are fresh, so nothing under it moves up', () => {
    const { rerender } = render(<FiguresNote figures={{ fresh: false, asOf }} />);
    const line = screen.getByRole('status');
    rerender(<FiguresNote figures={{ fresh: true, asOf }} />);
    expect(screen.getByRole('status')).toBe(line);
    expect(line).toBeEmptyDOMElement();
    expect(line).toHaveClass('min-h-5');
  });
});
