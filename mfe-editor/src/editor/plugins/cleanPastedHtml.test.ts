import { htmlToDoc } from '../html';
import { b } from '../test/builders';
import { destroyViews, mountView } from '../test/view';
import { cleanPastedHtml, isOfficeHtml, parseStyle } from './cleanPastedHtml';
import { pasteCleaningPlugin } from './pasteCleaning';

const { doc, p, h1, h2, ul, ol, li, strong, em, s, table, tr, td } = b;

afterEach(destroyViews);

/** What Word (desktop, Windows) puts on the clipboard, trimmed of its long <head>. */
const WORD = `<html xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office"
xmlns:w="urn:schemas-microsoft-com:office:word" xmlns="http://www.w3.org/TR/REC-html40">
<head><meta http-equiv=Content-Type content="text/html; charset=utf-8"><meta name=Generator content="Microsoft Word 15">
<!--[if gte mso 9]><xml><o:OfficeDocumentSettings><o:AllowPNG/></o:OfficeDocumentSettings></xml><![endif]-->
<style><!-- p.MsoNormal {mso-style-parent:""; margin:0in; font-size:11.0pt; font-family:"Calibri",sans-serif;} --></style>
</head>
<body lang=EN-US style='tab-interval:.5in;word-wrap:break-word'>
<!--StartFragment-->
<p class=MsoTitle><span lang=EN-US>Quarterly <o:p></o:p>Report</span></p>
<h2><a name="_Toc1"></a><span lang=EN-US style='mso-fareast-font-family:"Times New Roman"'>Summary<o:p></o:p></span></h2>
<p class=MsoNormal><span style='font-size:12.0pt;mso-bidi-font-weight:bold'>Sales grew </span><b><span style='font-size:12.0pt'>fast</span></b><span
style='font-size:12.0pt'>, and <i>margins</i> held. <font face="Arial" color="#ff0000">Red note.</font><o:p></o:p></span></p>
<p class=MsoNormal><o:p>&nbsp;</o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-.25in;mso-list:l0 level1 lfo1'><![if !supportLists]><span
style='font-family:Symbol;mso-fareast-font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>First point<o:p></o:p></p>
<p class=MsoListParagraphCxSpMiddle style='margin-left:1.0in;mso-add-space:auto;text-indent:-.25in;mso-list:l0 level2 lfo1'><![if !supportLists]><span
style='font-family:"Courier New"'><span style='mso-list:Ignore'>o<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span><![endif]>Sub point<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-.25in;mso-list:l0 level1 lfo1'><![if !supportLists]><span
style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp; </span></span></span><![endif]>Second point<o:p></o:p></p>
<p class=MsoNormal><o:p>&nbsp;</o:p></p>
<p class=MsoListParagraph style='text-indent:-.25in;mso-list:l1 level1 lfo2'><![if !supportLists]><span
style='mso-list:Ignore'>1.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span><![endif]>Step one<o:p></o:p></p>
<p class=MsoListParagraph style='text-indent:-.25in;mso-list:l1 level1 lfo2'><![if !supportLists]><span
style='mso-list:Ignore'>2.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span><![endif]>Step <s>two</s><o:p></o:p></p>
<!--EndFragment-->
</body></html>`;

/** What Google Docs puts on the clipboard (Chrome), one line in reality. */
const GOOGLE_DOCS =
  '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-3b5d2f1c-7fff-8a3e-1c2d-4e5f6a7b8c9d">' +
  '<h1 dir="ltr" style="line-height:1.38;margin-top:20pt;margin-bottom:6pt;"><span style="font-size:20pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:normal;font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;white-space:pre-wrap;">Launch plan</span></h1>' +
  '<p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;"><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:700;font-style:normal;vertical-align:baseline;white-space:pre-wrap;">Bold</span><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:400;font-style:normal;white-space:pre-wrap;">, plain, </span><span style="font-size:11pt;font-family:Arial,sans-serif;font-weight:400;font-style:italic;white-space:pre-wrap;">italic</span><span style="font-size:11pt;font-weight:400;font-style:normal;text-decoration:line-through;white-space:pre-wrap;"> struck</span></p>' +
  '<br>' +
  '<ul style="margin-top:0;margin-bottom:0;padding-inline-start:48px;"><li dir="ltr" style="list-style-type:disc;font-size:11pt;font-family:Arial,sans-serif;" aria-level="1"><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;" role="presentation"><span style="font-size:11pt;font-weight:400;white-space:pre-wrap;">One</span></p></li>' +
  '<li dir="ltr" style="list-style-type:disc;" aria-level="1"><p dir="ltr" role="presentation"><a href="https://example.com/docs" style="text-decoration:none;"><span style="font-size:11pt;color:#1155cc;font-weight:400;text-decoration:underline;white-space:pre-wrap;">Two</span></a></p></li></ul>' +
  '<br>' +
  '<div dir="ltr" style="margin-left:0pt;" align="left"><table style="border:none;border-collapse:collapse;"><colgroup><col width="200"><col width="200"></colgroup><tbody>' +
  '<tr style="height:0pt"><td style="border-left:solid #000000 1pt;vertical-align:top;padding:5pt 5pt 5pt 5pt;overflow:hidden;overflow-wrap:break-word;"><p dir="ltr" style="line-height:1.2;margin-top:0pt;margin-bottom:0pt;"><span style="font-size:11pt;font-weight:400;white-space:pre-wrap;">A1</span></p></td>' +
  '<td style="vertical-align:top;"><p dir="ltr"><span style="font-size:11pt;font-weight:700;white-space:pre-wrap;">B1</span></p></td></tr></tbody></table></div>' +
  '</b><br class="Apple-interchange-newline">';

describe('cleanPastedHtml: Word', () => {
  const cleaned = cleanPastedHtml(WORD);

  it('drops the Office junk: mso- styles, o:p, font, classes, styles, comments, head', () => {
    expect(cleaned).not.toMatch(
      /mso-|<o:p|<\/o:p|<font|class=|style=|lang=|<!--|<!\[|<meta|<style|<xml|Normal/i,
    );
    expect(cleaned).not.toContain('·');
  });

  it('keeps the content as the schema reads it: a title, lists built from list paragraphs, marks', () => {
    expect(htmlToDoc(cleaned).toJSON()).toEqual(
      doc(
        h1('Quarterly Report'),
        h2('Summary'),
        p('Sales grew ', strong('fast'), ', and ', em('margins'), ' held. Red note.'),
        ul(li(p('First point'), ul(li(p('Sub point')))), li(p('Second point'))),
        ol(li(p('Step one')), li(p('Step ', s('two')))),
      ).toJSON(),
    );
  });
});

describe('cleanPastedHtml: Google Docs', () => {
  const cleaned = cleanPastedHtml(GOOGLE_DOCS);

  it('unwraps the docs-internal-guid wrapper and strips every style, dir, role and aria attribute', () => {
    expect(cleaned).not.toMatch(
      /docs-internal-guid|style=|dir=|role=|aria-level|align=|<span|<colgroup|Apple/,
    );
    expect(cleaned.startsWith('<b')).toBe(false);
  });

  it('turns font-weight and font-style spans into strong, em and s; the h1 stays plain', () => {
    expect(htmlToDoc(cleaned).toJSON()).toEqual(
      doc(
        h1('Launch plan'),
        p(strong('Bold'), ', plain, ', em('italic'), s(' struck')),
        ul(li(p('One')), li(p(b.a({ href: 'https://example.com/docs' }, 'Two')))),
        table(tr(td(p('A1')), td(p(strong('B1'))))),
      ).toJSON(),
    );
  });
});

describe('cleanPastedHtml: details', () => {
  it('keeps only safe attributes and leaves clean HTML alone', () => {
    expect(
      cleanPastedHtml(
        '<p class="x" onclick="evil()"><a href="https://a.test" target="_blank" title="T">a</a></p>',
      ),
    ).toBe('<p><a href="https://a.test" title="T">a</a></p>');
    expect(cleanPastedHtml('<h2>Title</h2><p>Text with <em>em</em>.</p>')).toBe(
      '<h2>Title</h2><p>Text with <em>em</em>.</p>',
    );
  });

  it('keeps an empty paragraph that is a cell’s only content', () => {
    expect(cleanPastedHtml('<table><tr><td><p> </p></td></tr></table>')).toContain('<td><p> </p></td>');
  });

  it('reads style declarations including unknown ones', () => {
    expect(parseStyle('mso-list:l0 level1 lfo1; FONT-WEIGHT: 700;bad').get('mso-list')).toBe(
      'l0 level1 lfo1',
    );
    expect(parseStyle('FONT-WEIGHT: 700').get('font-weight')).toBe('700');
  });

  it('recognises Office HTML', () => {
    expect(isOfficeHtml(WORD)).toBe(true);
    expect(isOfficeHtml(GOOGLE_DOCS)).toBe(true);
    expect(isOfficeHtml('<p>plain</p>')).toBe(false);
  });
});

describe('pasteCleaningPlugin', () => {
  it('is the view’s transformPastedHTML', () => {
    const view = mountView(doc(p('x')), [pasteCleaningPlugin()]);
    const out = view.someProp('transformPastedHTML', (f) => f(GOOGLE_DOCS, view));
    expect(out).toBe(cleanPastedHtml(GOOGLE_DOCS));
  });
});
