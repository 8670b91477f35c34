import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useObjectUrls } from './upload-view';
import type { ChosenFile } from './upload-view';

const file = (id: string): ChosenFile => ({ id, file: new File(['x'], `${id}.png`), name: `${id}.png`, url: `blob:${id}` });

describe('useObjectUrls (issue 14: broken thumbnails)', () => {
  const revoke = vi.fn();
  URL.revokeObjectURL = revoke;
  afterEach(() => revoke.mockReset());

  it('revokes a preview only when its file leaves the list, and the rest when the owner unmounts', () => {
    const a = file('a');
    const b = file('b');
    const { rerender, unmount } = renderHook(({ files }) => useObjectUrls(files), { initialProps: { files: [a, b] } });
    expect(revoke).not.toHaveBeenCalled();
    // The same files handed back (as when the upload view shows them again after the paywall) stay valid.
    rerender({ files: [a, b] });
    expect(revoke).not.toHaveBeenCalled();
    rerender({ files: [b] });
    expect(revoke.mock.calls).toEqual([['blob:a']]);
    unmount();
    expect(revoke.mock.calls).toEqual([['blob:a'], ['blob:b']]);
  });
});
