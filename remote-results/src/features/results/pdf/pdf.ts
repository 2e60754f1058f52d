// A result as a real PDF file, made in the browser with jsPDF. The library (about 350 KB) is
// imported only when someone asks for the PDF, so it never enters a page's first load.

export interface PdfSection {
  heading: string;
  paragraphs: string[];
  /** A numbered or bulleted list under the paragraphs. */
  items?: string[];
}

export interface PdfDocument {
  title: string;
  /** Small line under the title, e.g. the date. */
  subtitle: string;
  sections: PdfSection[];
  /** Last line of every page, e.g. the product and the link to the result. */
  footer: string;
}

// The 14 standard PDF fonts speak Windows-1252: German and English text fits, a few signs do not.
const cp1252Extras = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const replacements: Record<string, string> = {
  '−': '-',
  '≥': '>=',
  '≤': '<=',
  '→': '->',
  '\u202f': ' ',
  '\u2009': ' ',
};

/** Text the standard fonts can show: known signs replaced, anything else outside Windows-1252 dropped. */
export function pdfText(text: string): string {
  return Array.from(text)
    .map((char) => {
      const code = char.codePointAt(0) ?? 0;
      if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || cp1252Extras.includes(char)) return char;
      if (char === '\n') return char;
      return replacements[char] ?? '';
    })
    .join('');
}

/** The document as PDF bytes (A4, Helvetica). */
export async function buildPdf(doc: PdfDocument): Promise<Blob> {
  const { jsPDF } = await import(/* webpackChunkName: "jspdf" */ 'jspdf');
  const pdf = new jsPDF({ unit: 'mm', format: 'a4' });
  pdf.setProperties({ title: pdfText(doc.title), creator: 'KonfliktKompass' });
  const margin = 18;
  const width = pdf.internal.pageSize.getWidth() - 2 * margin;
  const bottom = pdf.internal.pageSize.getHeight() - 20;
  let y = margin;

  const write = (text: string, size: number, style: 'normal' | 'bold', gapAfter: number, indent = 0) => {
    pdf.setFont('helvetica', style);
    pdf.setFontSize(size);
    const lineHeight = size * 0.45;
    const lines = pdf.splitTextToSize(pdfText(text), width - indent) as string[];
    for (const line of lines) {
      if (y + lineHeight > bottom) {
        pdf.addPage();
        y = margin;
      }
      pdf.text(line, margin + indent, y + lineHeight * 0.8);
      y += lineHeight;
    }
    y += gapAfter;
  };

  write(doc.title, 18, 'bold', 2);
  write(doc.subtitle, 10, 'normal', 6);
  for (const section of doc.sections) {
    if (y + 20 > bottom) {
      pdf.addPage();
      y = margin;
    }
    write(section.heading, 13, 'bold', 2);
    for (const paragraph of section.paragraphs) write(paragraph, 10.5, 'normal', 2.5);
    section.items?.forEach((item, index) => write(`${index + 1}. ${item}`, 10.5, 'normal', 1.5, 4));
    y += 4;
  }

  const pages = pdf.getNumberOfPages();
  for (let page = 1; page <= pages; page += 1) {
    pdf.setPage(page);
    pdf.setFont('helvetica', 'normal');
    pdf.setFontSize(8.5);
    const footer = pdf.splitTextToSize(pdfText(`${doc.footer} · ${page}/${pages}`), width) as string[];
    pdf.text(footer, margin, pdf.internal.pageSize.getHeight() - 12);
  }
  return pdf.output('blob');
}
