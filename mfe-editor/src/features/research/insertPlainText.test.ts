import { b, run, stateFor } from '../../editor/test/builders';
import { insertPlainText } from './ResearchLauncher';

const { doc, p } = b;

describe('insertPlainText (research quotes and citations)', () => {
  it('puts a space between the inserted text and the words it would touch', () => {
    expect(run(stateFor(doc(p('As shown<a>'))), insertPlainText('(Smith, 2020)')).state.doc).toEqual(
      doc(p('As shown (Smith, 2020)')),
    );
    expect(run(stateFor(doc(p('<a>follows'))), insertPlainText('“A quote”')).state.doc).toEqual(
      doc(p('“A quote” follows')),
    );
  });

  it('adds nothing beside a space, and replaces a selection as typed text would', () => {
    expect(run(stateFor(doc(p('see <a>'))), insertPlainText('this')).state.doc).toEqual(doc(p('see this')));
    expect(run(stateFor(doc(p('see <a>that<b> now'))), insertPlainText('this')).state.doc).toEqual(
      doc(p('see this now')),
    );
  });

  it('refuses empty text', () => {
    expect(run(stateFor(doc(p('x<a>'))), insertPlainText('')).applied).toBe(false);
  });
});
