import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyAfterPaint } from '@/ui';

describe('lazyAfterPaint', () => {
  it('asks for the part only after the page around it has painted, then shows it', async () => {
    const load = vi.fn(async () => {
      function Part({ text }: { text: string }) {
        return <p>{text}</p>;
      }
      return Part;
    });
    const Part = lazyAfterPaint(load);

    render(
      <Suspense fallback={<p>Loading the form…</p>}>
        <Part text="The form" />
      </Suspense>,
    );
    // The first render shows the placeholder and has not started the download.
    expect(screen.getByText('Loading the form…')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();

    expect(await screen.findByText('The form')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
