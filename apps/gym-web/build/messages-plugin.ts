import formatjs from '@formatjs/vite-plugin';
import type { PluginOption } from 'vite';
import { catalogPartsPlugin } from './catalog-parts.ts';

/**
 * How a message gets its id: a hash of its English text and description. The build plugin writes it
 * into the code and the extractor (scripts/messages.ts) into the catalogs, with this same pattern.
 */
export const MESSAGE_ID_PATTERN = '[sha512:contenthash:base64:6]';

/** The function that takes a message in the code, besides `defineMessages` (src/i18n/messages.ts). */
export const MESSAGE_FUNCTIONS = ['t', 'translate'];

/**
 * The app's messages at build time (decision 0052): each `t({ defaultMessage })` gets its id and its
 * English compiled to the ICU syntax tree, so the browser never parses a message (the app
 * formats the trees itself: src/i18n/format-message.ts); and the other languages' catalogs in
 * parts beside the build (build/catalog-parts.ts).
 */
export function messagesPlugin(): PluginOption {
  return [
    catalogPartsPlugin(),
    formatjs({
      idInterpolationPattern: MESSAGE_ID_PATTERN,
      ast: true,
      additionalFunctionNames: MESSAGE_FUNCTIONS,
    }),
    {
      // Most messages are plain text: their tree, one literal, goes back to the text itself, which
      // the runtime shows as it is (about 20 bytes less a message).
      name: 'gym-plain-messages',
      // Right after FormatJS's (also 'pre'), before TypeScript is stripped and the code reprinted.
      enforce: 'pre',
      transform(code, id) {
        if (id.includes('/node_modules/') || !code.includes('defaultMessage: [{"type":0')) return null;
        return { code: plainMessages(code), map: null };
      },
    },
  ];
}

/** `defaultMessage: [{"type":0,"value":"Home"}]` (a literal alone) becomes `defaultMessage: "Home"`. */
export function plainMessages(code: string): string {
  return code.replace(/defaultMessage: \[\{"type":0,"value":("(?:[^"\\]|\\.)*")\}\]/g, 'defaultMessage: $1');
}
