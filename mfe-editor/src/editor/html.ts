import {
  DOMParser,
  DOMSerializer,
  type Fragment,
  type Node,
  type ParseOptions,
  type Slice,
} from 'prosemirror-model';
import { schema } from './schema';

function documentOrThrow(doc?: Document): Document {
  const found = doc ?? globalThis.document;
  if (!found) throw new Error('HTML conversion needs a DOM document (pass one outside the browser)');
  return found;
}

/**
 * Parses an HTML string into a detached, inert fragment: a `<template>`'s
 * content runs no script and loads no image, so untrusted HTML is safe here.
 */
export function parseHtmlFragment(html: string, doc?: Document): DocumentFragment {
  const template = documentOrThrow(doc).createElement('template');
  template.innerHTML = html;
  return template.content;
}

/** A document from an HTML string; anything the schema does not know is dropped (an empty string gives one empty paragraph). */
export function htmlToDoc(html: string, options: ParseOptions & { document?: Document } = {}): Node {
  const { document: doc, ...parseOptions } = options;
  return DOMParser.fromSchema(schema).parse(parseHtmlFragment(html, doc), parseOptions);
}

/** An open slice from an HTML string, ready to replace a range (pasted or suggested content). */
export function htmlToSlice(html: string, options: { document?: Document } = {}): Slice {
  return DOMParser.fromSchema(schema).parseSlice(parseHtmlFragment(html, options.document));
}

/** HTML of a fragment (a document's content, a slice's content). */
export function fragmentToHtml(fragment: Fragment, options: { document?: Document } = {}): string {
  const doc = documentOrThrow(options.document);
  const container = doc.createElement('div');
  container.appendChild(DOMSerializer.fromSchema(schema).serializeFragment(fragment, { document: doc }));
  return container.innerHTML;
}

/** The HTML string of a document: what the post's content variant stores. */
export function docToHtml(doc: Node, options: { document?: Document } = {}): string {
  return fragmentToHtml(doc.content, options);
}
