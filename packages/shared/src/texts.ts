/**
 * User-visible texts of spec 000 and 001 that more than one screen or both sides use,
 * quoted exactly as the spec writes them (including the typographic apostrophe of
 * 'It’s' and the space in 'sign error !'). Texts of one form's rule live with the rule
 * in ./validate. Texts with a placeholder are functions, so a caller cannot forget to
 * fill it in.
 */
// One file per topic under texts/, gathered here: a bundle takes a topic's file only where a page
// reads one of its texts, so the error page's texts in every page's first load do not bring the
// wallet's (modules are what a bundler splits by, not an object's keys). A module in every page's
// first load (the shell, the landing pages' chunks) imports from the topic's file instead of
// TEXT: a namespace shared across chunks becomes one object holding every text.
export * as TEXT from './text-list.ts'
export { pleaseUseText, suspendedText, suspendedTitle } from './texts/placeholders.ts'
