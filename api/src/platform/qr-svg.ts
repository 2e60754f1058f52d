// A QR code as an SVG document, at level M (15 % recovery: plenty on a screen or a projector; it
// renders in about 4 ms, where GoTrue's level H takes about 70 ms of CPU). qrcode with pngjs (about
// 140 KB of the bundle) is loaded with the first code, not compiled before the api listens
// (docs/performance.md, "Start and memory, fourth round").
export async function qrSvg(text: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
}
