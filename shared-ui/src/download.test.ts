import { downloadFile, downloadUrlLifetime } from './download';

describe('downloadFile', () => {
  let clicked: HTMLAnchorElement[];
  let createObjectURL: jest.Mock;
  let revokeObjectURL: jest.Mock;
  let click: jest.SpyInstance;

  beforeEach(() => {
    jest.useFakeTimers();
    clicked = [];
    // jsdom has no object URLs and does not download: the link's click is what the browser gets.
    createObjectURL = jest.fn(() => 'blob:file');
    revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
  });

  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('clicks a link to the Blob with the file name, leaves nothing in the page and releases the URL later', () => {
    const blob = new Blob(['{}'], { type: 'application/json' });
    expect(downloadFile(blob, 'daten.json')).toBe(true);
    expect(createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('daten.json');
    expect(clicked[0]!.getAttribute('href')).toBe('blob:file');
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revokeObjectURL).not.toHaveBeenCalled();
    jest.advanceTimersByTime(downloadUrlLifetime);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:file');
  });

  it('says false where the browser cannot make an object URL, and clicks nothing', () => {
    createObjectURL.mockImplementation(() => {
      throw new Error('no blobs here');
    });
    expect(downloadFile(new Blob(['x']), 'a.md')).toBe(false);
    expect(clicked).toHaveLength(0);
    jest.runAllTimers();
    expect(revokeObjectURL).not.toHaveBeenCalled();
  });

  it('says false where the click is refused, and still releases the URL', () => {
    click.mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(downloadFile(new Blob(['x']), 'a.pdf')).toBe(false);
    expect(document.querySelector('a[download]')).toBeNull();
    jest.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:file');
  });
});
