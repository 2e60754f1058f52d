import type { BrowserContext } from '@playwright/test';

// A text rendered with a placeholder and no value for it (`{{max}}`) once reached the screen.
// Every page of a watched context reports each text node or label showing `{{name}}` from its
// first byte on (the prerendered snapshot too, and texts that show only for a moment); the
// `test` of support/fixtures.ts fails a test that saw one. Module state: a worker runs its
// tests one after another.
const seen: string[] = [];

/** The placeholders seen since the last call, and forgets them. */
export function takePlaceholders(): string[] {
  return seen.splice(0);
}

/** Reports the placeholders every page of `context` shows (call before opening its pages). */
export async function watchPlaceholders(context: BrowserContext): Promise<void> {
  await context.exposeBinding('__ccPlaceholder', ({ page }, text: string) => {
    seen.push(`${page.url()}: ${text}`);
  });
  await context.addInitScript(() => {
    const placeholder = /\{\{\s*[\w.]+\s*\}\}/;
    const labels = ['aria-label', 'aria-description', 'placeholder', 'title', 'alt'];
    const report = (text: string) => {
      (window as unknown as { __ccPlaceholder: (text: string) => void }).__ccPlaceholder(text.trim().slice(0, 200));
    };
    const code = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE']);
    const checkText = (node: Node) => {
      if (!code.has(node.parentElement?.tagName ?? '') && placeholder.test(node.nodeValue ?? ''))
        report(node.nodeValue ?? '');
    };
    const checkLabels = (element: Element) => {
      for (const name of labels) {
        const value = element.getAttribute(name);
        if (value && placeholder.test(value)) report(`${name}="${value}"`);
      }
    };
    const checkTree = (root: Node) => {
      if (root.nodeType === Node.TEXT_NODE) return checkText(root);
      if (!(root instanceof Element)) return;
      checkLabels(root);
      for (const element of root.querySelectorAll(labels.map((name) => `[${name}*="{{"]`).join())) checkLabels(element);
      const texts = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      while (texts.nextNode()) checkText(texts.currentNode);
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'characterData') checkText(record.target);
        else if (record.type === 'attributes') checkLabels(record.target as Element);
        else record.addedNodes.forEach(checkTree);
      }
    }).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: labels,
    });
  });
}
