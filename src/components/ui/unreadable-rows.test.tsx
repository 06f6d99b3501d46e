import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UnreadableDoc, UnreadableDocError } from '@/lib/firestore/converter';
import { NotOnDevice, RecordUnavailable } from './record-unavailable';
import { UnreadableRows } from './unreadable-rows';

const broken = new UnreadableDoc('abc123', 'firearms/abc123', 'roundCount: Too small: expected number to be >=0', {
  name: 'Old rifle',
  roundCount: -3,
  createdAt: '2026-11-20T14:00:00.000Z',
});

/** The files the page handed the browser to save, read back. */
function captureDownloads() {
  const files: { name: string; text: Promise<string> }[] = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.push({ name: this.download, text: blobs.get(this.href)!.text() });
  });
  return files;
}

afterEach(() => vi.restoreAllMocks());

describe('UnreadableRows', () => {
  it('shows one row per record that cannot be read, with its id and the reason', () => {
    render(<UnreadableRows docs={[broken]} />);
    const row = within(screen.getByRole('list', { name: "Records that can't be read" })).getByRole('listitem');
    expect(row).toHaveTextContent("This record can't be read");
    expect(row).toHaveTextContent('abc123');
    expect(row).toHaveTextContent('roundCount: Too small');
  });

  it('exports the record raw, as JSON, with Export raw', async () => {
    const files = captureDownloads();
    render(<UnreadableRows docs={[broken]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export raw' }));
    expect(files).toHaveLength(1);
    expect(files[0]?.name).toBe('firearms-abc123 (raw).json');
    expect(JSON.parse(await files[0]!.text)).toEqual({
      id: 'abc123',
      path: 'firearms/abc123',
      reason: broken.reason,
      raw: broken.raw,
    });
  });

  it('shows nothing when every record reads', () => {
    const { container } = render(<UnreadableRows docs={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('RecordUnavailable', () => {
  it('says a record is not on this device yet', () => {
    render(<NotOnDevice />);
    expect(screen.getByRole('status')).toHaveTextContent('Not on this device yet; it opens when you are back online');
  });

  it("shows a page's own record that cannot be read, with Export raw", () => {
    const state = {
      status: 'error',
      data: undefined,
      error: new UnreadableDocError(broken),
      fromCache: false,
      hasPendingWrites: false,
      pendingIds: new Set<string>(),
      unreadable: [broken],
    } as const;
    render(<RecordUnavailable state={state} />);
    expect(screen.getByRole('alert')).toHaveTextContent("This record can't be read");
    expect(screen.getByRole('button', { name: 'Export raw' })).toBeInTheDocument();
  });
});
