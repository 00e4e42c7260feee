import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plainTextToMarkdown } from '@somo/contract/markdown';
import { renderMarkdown } from './render-markdown';

/** The rendered HTML as the page will hold it: parsed by the browser's HTML parser (jsdom here). */
function parse(html: string): HTMLElement {
  return new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html').body;
}

// prettier-ignore
const ALLOWED_ELEMENTS = new Set([
  'p', 'br', 'hr', 'h3', 'h4', 'h5', 'h6', 'strong', 'em', 'del', 'code', 'pre', 'blockquote', 'ul',
  'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
]);
/** What the sanitizer keeps plus what its hook adds to links and images. */
// prettier-ignore
const ALLOWED_ATTRIBUTES = new Set([
  'href', 'title', 'src', 'alt', 'start', 'align', 'target', 'rel', 'loading', 'decoding', 'srcset', 'sizes',
]);
const SAFE_URL = /^(https?:|mailto:|\/(?![/\\])|#)/i;

/** Every element under a node. (Not querySelectorAll: jsdom's slows down with every document parsed before.) */
function elementsOf(node: Node): Element[] {
  return [...node.childNodes].flatMap((child) =>
    child instanceof Element ? [child, ...elementsOf(child)] : elementsOf(child),
  );
}

/** Everything that could run code or leave the allow-lists, listed so a failure names the culprit. */
function problems(html: string): string[] {
  const found: string[] = [];
  for (const element of elementsOf(parse(html))) {
    const tag = element.tagName.toLowerCase();
    if (!ALLOWED_ELEMENTS.has(tag)) found.push(`element <${tag}>`);
    for (const { name, value } of element.attributes) {
      if (name.startsWith('on')) found.push(`handler ${name} on <${tag}>`);
      if (name === 'style') found.push(`style on <${tag}>`);
      if (!ALLOWED_ATTRIBUTES.has(name)) found.push(`attribute ${name} on <${tag}>`);
      if ((name === 'href' || name === 'src') && !SAFE_URL.test(value)) found.push(`${name}="${value}"`);
      if (name === 'srcset') {
        for (const candidate of value.split(',')) {
          const url = candidate.trim().split(/\s+/)[0] ?? '';
          if (!SAFE_URL.test(url)) found.push(`srcset entry "${url}"`);
        }
      }
    }
  }
  return found;
}

/**
 * Vectors from the OWASP XSS Filter Evasion Cheat Sheet, in raw HTML and in Markdown's own syntax. Each must come
 * out harmless: nothing off the allow-lists, no handler, no style, no address but http(s), mail or this site.
 */
const VECTORS: [name: string, source: string][] = [
  // Script tags in every spelling.
  ['script tag', '<script>alert(1)</script>'],
  ['script tag in mixed case', '<ScRiPt>alert(1)</sCrIpT>'],
  ['external script', '<SCRIPT SRC=https://cdn.jsdelivr.net/gh/Moksh45/host-xss.rocks/index.js></SCRIPT>'],
  ['script with a slash for a space', '<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>'],
  ['script with a slash before src', '<SCRIPT/SRC="http://xss.rocks/xss.js"></SCRIPT>'],
  ['extraneous open brackets', '<<SCRIPT>alert("XSS");//\\<</SCRIPT>'],
  ['script without a closing tag', '<SCRIPT SRC=http://xss.rocks/xss.js?< B >'],
  ['script with a half-open tag', '<SCRIPT SRC=//xss.rocks/.j>'],
  ['script with a null byte', '<scr\u0000ipt>alert(1)</scr\u0000ipt>'],
  ['script in a null-byte tag', '<script\u0000>alert(1)</script>'],
  ['script ending a title', '</TITLE><SCRIPT>alert("XSS");</SCRIPT>'],
  ['script in an html block', '<div>\n<script>alert(1)</script>\n</div>'],
  ['script after a paragraph', 'Hello\n<script>alert(1)</script>'],
  ['script in a list item', '- <script>alert(1)</script>'],
  ['script in a table cell', '| a |\n| - |\n| <script>alert(1)</script> |'],
  // Images with handlers and script addresses.
  ['img onerror', '<img src=x onerror=alert(1)>'],
  ['img onerror quoted', '<img src="x" onerror="alert(1)">'],
  ['img javascript src', `<IMG SRC="javascript:alert('XSS');">`],
  ['img javascript src unquoted', `<IMG SRC=javascript:alert('XSS')>`],
  ['img javascript src mixed case', `<IMG SRC=JaVaScRiPt:alert('XSS')>`],
  ['img src in grave accents', '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>'],
  ['malformed img with script', '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>'],
  ['img fromCharCode', '<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>'],
  ['img with # src and onmouseover', `<IMG SRC=# onmouseover="alert('xxs')">`],
  ['img with empty src and onmouseover', `<IMG SRC= onmouseover="alert('xxs')">`],
  ['img with no src', `<IMG onmouseover="alert('xxs')">`],
  ['img onerror fromCharCode', '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>'],
  [
    'img onerror with encoded handler',
    '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  ],
  [
    'img decimal entities',
    '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  ],
  [
    'img long decimal entities without semicolons',
    '<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041>',
  ],
  [
    'img hex entities without semicolons',
    '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>',
  ],
  ['img embedded tab', `<IMG SRC="jav\tascript:alert('XSS');">`],
  ['img encoded tab', `<IMG SRC="jav&#x09;ascript:alert('XSS');">`],
  ['img encoded newline', `<IMG SRC="jav&#x0A;ascript:alert('XSS');">`],
  ['img encoded carriage return', `<IMG SRC="jav&#x0D;ascript:alert('XSS');">`],
  ['img leading spaces and meta characters', `<IMG SRC=" &#14;  javascript:alert('XSS');">`],
  ['img data svg', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
  ['img dynsrc', `<IMG DYNSRC="javascript:alert('XSS')">`],
  ['img lowsrc', `<IMG LOWSRC="javascript:alert('XSS')">`],
  ['img style expression', `<IMG STYLE="xss:expr/*XSS*/ession(alert('XSS'))">`],
  [
    'img with its own srcset',
    '<img src="/media/a.png" srcset="javascript:alert(1) 1x, //evil.example/a.png 2x">',
  ],
  ['input image', `<INPUT TYPE="IMAGE" SRC="javascript:alert('XSS');">`],
  // Script addresses in raw HTML links.
  ['a javascript href', '<a href="javascript:alert(1)">x</a>'],
  ['a javascript href in upper case', '<a href="JAVASCRIPT:alert(1)">x</a>'],
  ['a decimal-entity javascript href', '<a href="&#106;avascript:alert(1)">x</a>'],
  [
    'a fully entity-encoded javascript href',
    '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
  ],
  ['a tab-split javascript href', '<a href="jav\tascript:alert(1)">x</a>'],
  ['a newline-split javascript href', '<a href="jav\nascript:alert(1)">x</a>'],
  ['a mixed-case encoded-tab javascript href', '<a href="JaV&#x09;aScRiPt:alert(1)">x</a>'],
  ['a named-entity tab javascript href', '<a href="jav&Tab;ascript:alert(1)">x</a>'],
  ['a named-entity newline javascript href', '<a href="jav&NewLine;ascript:alert(1)">x</a>'],
  ['a named-entity colon javascript href', '<a href="javascript&colon;alert(1)">x</a>'],
  ['a leading-space javascript href', '<a href="  javascript:alert(1)">x</a>'],
  ['a control-character javascript href', '<a href="\u0001javascript:alert(1)">x</a>'],
  ['a null-byte javascript href', '<a href="java\u0000script:alert(1)">x</a>'],
  ['a encoded null javascript href', '<a href="java&#0;script:alert(1)">x</a>'],
  ['a javascript comment href', '<a href="javascript://%0aalert(1)">x</a>'],
  ['a vbscript href', '<a href="vbscript:msgbox(1)">x</a>'],
  ['a data href', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ['a protocol-relative href', '<a href="//evil.example/">x</a>'],
  ['a backslash protocol-relative href', '<a href="/\\evil.example/">x</a>'],
  ['a onmouseover', '<a onmouseover="alert(document.cookie)">xxs link</a>'],
  ['a onclick with safe href', '<a href="#" onclick="alert(1)">x</a>'],
  [
    'a with nested quotes in its title',
    `<a href="https://example.com" title='a" onmouseover="alert(1)'>x</a>`,
  ],
  [
    'a with an unquoted handler after its href',
    '<a href=https://example.com/ onfocus=alert(1) autofocus>x</a>',
  ],
  // Script addresses in Markdown links, images, autolinks and references.
  ['markdown link javascript', '[x](javascript:alert(1))'],
  ['markdown link JAVASCRIPT', '[x](JAVASCRIPT:alert(1))'],
  ['markdown link entity-encoded javascript', '[x](&#106;avascript:alert(1))'],
  ['markdown link named-entity colon', '[x](javascript&colon;alert(1))'],
  ['markdown link encoded-tab javascript', '[x](jav&#x09;ascript:alert(1))'],
  ['markdown link in angle brackets', '[x](<javascript:alert(1)>)'],
  ['markdown link with spaces in angle brackets', '[x](< javascript:alert(1)>)'],
  ['markdown link with an escaped colon', '[x](javascript\\:alert(1))'],
  ['markdown link percent-encoded tab', '[x](java%09script:alert(1))'],
  ['markdown link vbscript', '[x](vbscript:msgbox(1))'],
  ['markdown link data', '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
  ['markdown link protocol-relative', '[x](//evil.example)'],
  ['markdown link with a breaking title', '[x](https://example.com "a\\" onmouseover=\\"alert(1)")'],
  ['markdown link around a handler', '[<img src=x onerror=alert(1)>](https://example.com)'],
  ['markdown image javascript', '![x](javascript:alert(1))'],
  ['markdown image data', '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)'],
  ['markdown image with a breaking alt', '![x" onerror="alert(1)](/media/a.png)'],
  ['markdown autolink javascript', '<javascript:alert(1)>'],
  ['markdown autolink vbscript', '<vbscript:msgbox(1)>'],
  ['markdown autolink data', '<data:text/html,<script>alert(1)</script>>'],
  ['markdown reference link javascript', '[x][evil]\n\n[evil]: javascript:alert(1)'],
  ['markdown reference image javascript', '![x][evil]\n\n[evil]: javascript:alert(1)'],
  ['markdown collapsed reference javascript', '[evil][]\n\n[evil]: <javascript:alert(1)> "title"'],
  // Elements that run, load or submit something.
  ['svg onload', "<svg/onload=alert('XSS')>"],
  ['svg onload with a space', '<svg onload=alert(1)></svg>'],
  [
    'svg with a script address',
    '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  ],
  [
    'svg animate to a script address',
    '<svg><animate attributeName="href" values="javascript:alert(1)" /><a><text>x</text></a></svg>',
  ],
  ['iframe', '<iframe src="https://evil.example/"></iframe>'],
  ['iframe javascript', `<IFRAME SRC="javascript:alert('XSS');"></IFRAME>`],
  ['iframe left open', '<iframe src=http://xss.rocks/scriptlet.html <'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['frameset', `<FRAMESET><FRAME SRC="javascript:alert('XSS');"></FRAMESET>`],
  ['object', '<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>'],
  ['object with a param', '<object><param name="src" value="javascript:alert(1)"></object>'],
  ['embed', '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+" type="image/svg+xml">'],
  ['applet', '<applet code="evil.class"></applet>'],
  ['style block', `<STYLE>li {list-style-image: url("javascript:alert('XSS')");}</STYLE><UL><LI>XSS</br>`],
  ['style import', "<STYLE>@import'http://xss.rocks/xss.css';</STYLE>"],
  ['style attribute with a script url', `<div style="background:url(javascript:alert('XSS'))">x</div>`],
  [
    'style attribute with escapes',
    '<DIV STYLE="background-image:\\0075\\0072\\006C\\0028\'\\006a\\0061\\0076\\0061\\0073\\0063\\0072\\0069\\0070\\0074\\003a\\0061\\006c\\0065\\0072\\0074\\0028.1027\\0058.1053\\0053\\0027\\0029\'\\0029">',
  ],
  ['style attribute expression', `<DIV STYLE="width: expression(alert('XSS'));">x</DIV>`],
  ['style attribute on an allowed element', '<p style="position:fixed;inset:0">cover</p>'],
  ['link stylesheet', `<LINK REL="stylesheet" HREF="javascript:alert('XSS');">`],
  ['link import', '<link rel="import" href="https://evil.example/x.html">'],
  ['meta refresh javascript', `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert('XSS');">`],
  [
    'meta refresh data',
    '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
  ],
  [
    'meta charset utf-7',
    '<HEAD><META HTTP-EQUIV="CONTENT-TYPE" CONTENT="text/html; charset=UTF-7"> </HEAD>+ADw-SCRIPT+AD4-alert(\'XSS\');+ADw-/SCRIPT+AD4-',
  ],
  ['base href', `<BASE HREF="javascript:alert('XSS');//">`],
  ['base href to another site', '<base href="https://evil.example/">'],
  ['form action', '<form action="javascript:alert(1)"><button>Go</button></form>'],
  ['form with a formaction button', '<button formaction="javascript:alert(1)">x</button>'],
  ['input onfocus autofocus', '<input onfocus=alert(1) autofocus>'],
  ['textarea onfocus', '<textarea autofocus onfocus=alert(1)>x</textarea>'],
  ['select onfocus', '<select autofocus onfocus=alert(1)></select>'],
  ['body onload', "<BODY ONLOAD=alert('XSS')>"],
  ['body onload with odd characters', '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>'],
  ['body background', `<BODY BACKGROUND="javascript:alert('XSS')">`],
  ['table background', `<TABLE BACKGROUND="javascript:alert('XSS')"><tr><td>x</td></tr></TABLE>`],
  ['td background', `<TABLE><TD BACKGROUND="javascript:alert('XSS')">x</TD></TABLE>`],
  ['bgsound', `<BGSOUND SRC="javascript:alert('XSS');">`],
  ['details ontoggle', '<details open ontoggle=alert(1)><summary>x</summary></details>'],
  ['video source onerror', '<video><source onerror="alert(1)"></video>'],
  ['audio onerror', '<audio src=x onerror=alert(1)></audio>'],
  ['marquee onstart', '<marquee onstart=alert(1)>x</marquee>'],
  ['xml data island', '<XML ID="xss"><I><B><IMG SRC="javas<!-- -->cript:alert(\'XSS\')"></B></I></XML>'],
  ['template', '<template><img src=x onerror=alert(1)></template>'],
  ['custom element with a handler', '<x-evil onclick=alert(1)>x</x-evil>'],
  ['id and class for clobbering', '<img id="getElementById" name="cookie" class="fixed" src="/media/a.png">'],
  ['data and aria attributes', '<p data-x="1" aria-hidden="true" role="button" tabindex="0">x</p>'],
  // MathML and namespace confusion (mutation XSS).
  ['math mglyph style', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
  ['math with a script address', '<math href="javascript:javascript:alert(1)">CLICKME</math>'],
  ['math mi xlink', '<math><mi//xlink:href="data:x,<script>alert(4)</script>">'],
  [
    'math maction',
    '<math><maction actiontype="statusline#http://x" xlink:href="javascript:alert(1)">x</maction></math>',
  ],
  ['svg style mutation', '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">'],
  ['noscript title mutation', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
  ['form math mutation', '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>'],
  // Comments, unclosed tags and raw-text elements.
  ['conditional comment', "<!--[if gte IE 4]><SCRIPT>alert('XSS');</SCRIPT><![endif]-->"],
  ['comment hiding a tag', '<!-- <img src=x onerror=alert(1)> -->'],
  ['comment that closes early', '<!--><img src=x onerror=alert(1)>-->'],
  ['comment splitting a url', '<IMG SRC="javas<!-- -->cript:alert(1)">'],
  ['comment closed by --!>', '<!-- x --!><img src=x onerror=alert(1)>'],
  ['unclosed img', '<img src=x onerror=alert(1)'],
  ['unclosed a', '<a href="javascript:alert(1)"'],
  ['unclosed attribute value', '<img src="x onerror=alert(1)>'],
  ['unclosed tag at the end of a paragraph', 'text <img src=x onerror=alert(1)//'],
  ['textarea raw text', '<textarea><img src=x onerror=alert(1)></textarea>'],
  ['title raw text', '<title><img src=x onerror=alert(1)></title>'],
  ['xmp raw text', '<xmp><img src=x onerror=alert(1)></xmp>'],
  ['plaintext', '<plaintext><img src=x onerror=alert(1)>'],
  ['cdata', '<![CDATA[<img src=x onerror=alert(1)>]]>'],
  ['processing instruction', '<?xml-stylesheet href="javascript:alert(1)"?>'],
  ['html in a code span', '`<script>alert(1)</script>`'],
  ['html in a fenced block', '```html\n<script>alert(1)</script>\n<img src=x onerror=alert(1)>\n```'],
  ['html in an indented block', '    <script>alert(1)</script>'],
  ['html after an escaped bracket', '\\<img src=x onerror=alert(1)>'],
];

describe('renderMarkdown against the XSS Filter Evasion Cheat Sheet', () => {
  it.each(VECTORS)('%s', (_name, source) => {
    expect(problems(renderMarkdown(source))).toEqual([]);
  });

  it('keeps the words around a refused element', () => {
    const body = parse(renderMarkdown('Before <script>alert(1)</script> after'));
    expect(body.textContent?.trim()).toBe('Before  after');
  });

  it('keeps the text of a refused link and drops its address', () => {
    const link = parse(renderMarkdown('[read this](javascript:alert(1))')).querySelector('a');
    expect(link?.textContent).toBe('read this');
    expect(link?.hasAttribute('href')).toBe(false);
  });
});

describe('renderMarkdown formatting', () => {
  it('opens links in a new tab that cannot reach back to the page', () => {
    const link = parse(renderMarkdown('[Kiswahili](https://example.com/sw "Dictionary")')).querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.com/sw');
    expect(link?.getAttribute('title')).toBe('Dictionary');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
  });

  it('keeps mail, same-site and in-page links', () => {
    const links = parse(
      renderMarkdown('[a](mailto:grace@example.com) [b](/courses/5) [c](#numbers) <https://example.com>'),
    ).querySelectorAll('a');
    expect([...links].map((link) => link.getAttribute('href'))).toEqual([
      'mailto:grace@example.com',
      '/courses/5',
      '#numbers',
      'https://example.com',
    ]);
  });

  it('serves an uploaded image in the size that fits, lazily', () => {
    const url = '/media/lesson-images/0b6f3c2e-8a43-4f5e-9d1a-2f4c6b8e0a11-1600.webp';
    const image = parse(renderMarkdown(`![A market stall](${url})`)).querySelector('img');
    expect(image?.getAttribute('src')).toBe(url);
    expect(image?.getAttribute('alt')).toBe('A market stall');
    expect(image?.getAttribute('srcset')).toBe(
      [480, 960, 1600]
        .map((width) => `/media/lesson-images/0b6f3c2e-8a43-4f5e-9d1a-2f4c6b8e0a11-${width}.webp ${width}w`)
        .join(', '),
    );
    expect(image?.getAttribute('sizes')).toBe('(min-width: 48rem) 45rem, 100vw');
    expect(image?.getAttribute('loading')).toBe('lazy');
  });

  it('keeps other images of this site without sizes', () => {
    const image = parse(renderMarkdown('![Logo](/media/thumbnails/logo.png)')).querySelector('img');
    expect(image?.getAttribute('src')).toBe('/media/thumbnails/logo.png');
    expect(image?.hasAttribute('srcset')).toBe(false);
    expect(image?.getAttribute('loading')).toBe('lazy');
  });

  it('drops the address of an image from another site, keeping its description', () => {
    for (const source of [
      '![Tracker](https://evil.example/pixel.gif)',
      '<img src="https://evil.example/p.gif" alt="Tracker">',
    ]) {
      const image = parse(renderMarkdown(source)).querySelector('img');
      expect(image?.hasAttribute('src')).toBe(false);
      expect(image?.getAttribute('alt')).toBe('Tracker');
    }
  });

  it('puts headings under the lesson title', () => {
    const body = parse(renderMarkdown('# One\n\n## Two\n\n### Three\n\n###### Six'));
    expect([...body.children].map((element) => element.tagName)).toEqual(['H3', 'H3', 'H4', 'H6']);
  });

  it('renders tables', () => {
    const body = parse(
      renderMarkdown('| Swahili | English |\n| :-- | --: |\n| moja | one |\n| mbili | two |'),
    );
    expect([...body.querySelectorAll('th')].map((cell) => cell.textContent)).toEqual(['Swahili', 'English']);
    const rows = [...body.querySelectorAll<HTMLTableRowElement>('tbody tr')];
    expect(rows.map((row) => [...row.cells].map((cell) => cell.textContent))).toEqual([
      ['moja', 'one'],
      ['mbili', 'two'],
    ]);
    expect([...body.querySelectorAll('th')].map((cell) => cell.getAttribute('align'))).toEqual([
      'left',
      'right',
    ]);
  });

  it('renders lists, emphasis, code and quotes', () => {
    const body = parse(renderMarkdown('3. **three**\n4. _four_\n\n> `code` and ~~gone~~'));
    expect(body.querySelector('ol')?.getAttribute('start')).toBe('3');
    expect(body.querySelector('strong')?.textContent).toBe('three');
    expect(body.querySelector('em')?.textContent).toBe('four');
    expect(body.querySelector('blockquote code')?.textContent).toBe('code');
    expect(body.querySelector('del')?.textContent).toBe('gone');
  });
});

/**
 * What the learning page showed a lesson as before Markdown: the text split into paragraphs at blank lines (lines
 * of white space count as blank), each paragraph trimmed and drawn with `white-space: pre-line`, which keeps its line
 * breaks and shows every run of spaces and tabs as one space, none at the start or end of a line.
 */
function oldPageText(content: string): string {
  const paragraphs = content
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return paragraphs.map(preLine).join('\n\n');
}

function preLine(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').replace(/^ | $/g, ''))
    .join('\n');
}

/** The words of rendered HTML as they read: <br> a line break, paragraphs apart by a blank line. */
function renderedText(html: string): string {
  const body = parse(html);
  const textOf = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (node.nodeName === 'BR') return '\n';
    return [...node.childNodes].map(textOf).join('');
  };
  return [...body.childNodes]
    .map(textOf)
    .filter((text) => text.trim() !== '')
    .join('\n\n');
}

/**
 * Both texts read alike once white space is compared as a reader sees it: a no-break space is a space, runs of
 * spaces are one (the old page collapsed them; the new keeps them, which only adds room), a line of nothing but
 * white space is blank and so is a run of blank lines. U+0000 is left out: the old page held it as an invisible
 * control character, the HTML parser drops it from the new one.
 */
function asRead(text: string): string {
  return text
    .replaceAll('\u0000', '')
    .split('\n')
    .map((line) => line.replace(/[^\S\n]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Pieces of text made to trip Markdown: its punctuation, indentation, list and heading starts, HTML and entities. */
// prettier-ignore
const TRICKY_PIECES = [
  '\n', '\n\n', '\r\n', '\r', ' ', '  ', '    ', '\t', '\u00a0', '\u2003', '\f', '\v', '#', '##', '-', '*', '+',
  '_', '=', '===', '---', '>', '1.', '2)', '`', '```', '~~~', '|', ':-', '[', ']', '(', ')', '!', '<', '>', '&',
  '&amp;', '&#65;', '&nbsp;', '&copy;', '\\', '"', "'", '<b>', '</p>', '<!--', '-->', '<script>', 'www.example.com',
  'https://example.com', 'a@b.co', '[x](https://example.com)', '![y](/media/a.png)', '<https://example.com>',
  '[x]: /y', '    code', 'word', 'Jambo', 'ĉu', 'مرحبا', '😀', '\u200b', '\u2028', '\u00ad',
];

const trickyText = fc
  .array(fc.oneof(fc.constantFrom(...TRICKY_PIECES), fc.string({ maxLength: 6 })), { maxLength: 40 })
  .map((pieces) => pieces.join(''));

const anyText = fc.oneof(trickyText, fc.string({ unit: 'binary', maxLength: 60 }));

/** Whether plain text, converted and rendered, reads as the old page showed it, with nothing formatted. */
function readsAsBefore(text: string): void {
  const html = renderMarkdown(plainTextToMarkdown(text));
  const formatted = elementsOf(parse(html)).filter((element) => !['P', 'BR'].includes(element.tagName));
  expect(formatted.map((element) => element.tagName)).toEqual([]);
  expect(asRead(renderedText(html))).toBe(asRead(oldPageText(text)));
}

describe('plain text converted to Markdown', () => {
  it('reads as the old page showed it, with nothing formatted', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        readsAsBefore(text);
      }),
      { numRuns: 400 },
    );
  }, 30_000);

  it('keeps old lessons’ text as it was in the common cases', () => {
    for (const text of [
      'Jambo means hello.\n\nHabari means news.',
      '# Not a heading\n- not a list\n1. not numbered\n> not a quote',
      '    indented, not code\n\ttabbed',
      'Use <b>, *stars*, _underscores_, `ticks` and [brackets](here) as written: 5 > 3 & 2 < 4.',
      'See www.example.com or https://example.com, mail a@b.co.',
      'Costs:\n==\nTotal\n---',
      'Line one  \nLine two\\\nLine three',
      'Lines\n \t \nof spaces\n\n\n\n\nand blank runs',
    ]) {
      readsAsBefore(text);
    }
  });

  it('keeps a paragraph that ends in a line of no-break spaces, and a colon-and-dashes line under text', () => {
    readsAsBefore('Hello\n\u00a0\n\nWorld');
    readsAsBefore('Total\n:-');
  });
});
