import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useRetryCountdown } from './use-retry';

function Countdown({ seconds, onDone }: { seconds: number | null; onDone: () => void }) {
  const left = useRetryCountdown(seconds, onDone);
  return <p>{left === null ? 'idle' : String(left)}</p>;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('retry countdown (a 429 Retry-After)', () => {
  it('counts the seconds the server asked for down, then retries once by itself', () => {
    const onDone = vi.fn();
    render(<Countdown seconds={3} onDone={onDone} />);
    expect(screen.getByText('3')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1100));
    expect(screen.getByText('2')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(2000));
    expect(onDone).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('does nothing without a wait', () => {
    const onDone = vi.fn();
    render(<Countdown seconds={null} onDone={onDone} />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('idle')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });
});
