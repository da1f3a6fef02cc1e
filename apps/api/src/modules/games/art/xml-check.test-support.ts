/**
 * A strict little well-formedness check for the generated SVG (no XML parser ships with the API):
 * one root, tags closed in order, attributes quoted and unique, and `<` or `&` only where XML allows.
 * Returns the problems found; an empty list means the document is well formed.
 */
export const xmlProblems = (xml: string): string[] => {
  const problems: string[] = [];
  const stack: string[] = [];
  let roots = 0;
  const entity = /&(#\d+|#x[0-9a-fA-F]+|amp|lt|gt|quot|apos);/y;
  const checkText = (text: string, where: string) => {
    for (let i = text.indexOf('&'); i >= 0; i = text.indexOf('&', i + 1)) {
      entity.lastIndex = i;
      if (!entity.test(text)) problems.push(`bad entity in ${where} at ${i}`);
    }
    if (text.includes('<')) problems.push(`raw < in ${where}`);
  };
  const tag = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[A-Za-z_:][\w:.-]*\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/y;
  const attr = /([A-Za-z_:][\w:.-]*)\s*=\s*("([^"]*)"|'([^']*)')/g;
  let i = 0;
  while (i < xml.length) {
    const lt = xml.indexOf('<', i);
    const text = xml.slice(i, lt < 0 ? xml.length : lt);
    if (text.trim() && stack.length === 0) problems.push('text outside the root');
    checkText(text, 'text');
    if (lt < 0) break;
    tag.lastIndex = lt;
    const m = tag.exec(xml);
    if (!m) {
      problems.push(`malformed tag at ${lt}: ${xml.slice(lt, lt + 40)}`);
      break;
    }
    const [whole, closing, name, attrs, selfClosing] = m;
    if (closing) {
      if (attrs || selfClosing) problems.push(`end tag with attributes: ${name}`);
      if (stack.pop() !== name) problems.push(`mismatched </${name}>`);
    } else {
      if (stack.length === 0) roots += 1;
      const seen = new Set<string>();
      for (const a of attrs!.matchAll(attr)) {
        if (seen.has(a[1]!)) problems.push(`duplicate attribute ${a[1]} on <${name}>`);
        seen.add(a[1]!);
        checkText(a[3] ?? a[4] ?? '', `attribute ${a[1]}`);
      }
      if (!selfClosing) stack.push(name!);
    }
    i = lt + whole.length;
  }
  if (stack.length) problems.push(`unclosed <${stack.join('>, <')}>`);
  if (roots !== 1) problems.push(`${roots} root elements`);
  return problems;
};
