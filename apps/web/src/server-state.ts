import type { DehydratedState } from '@tanstack/react-query';
import type { LanguageCode } from '@vastra/shared/languages';

/**
 * What a server-rendered page hands the browser (#vastra-state, JSON): the language it was
 * rendered in and its queries.
 */
export type ServerState = { language: LanguageCode; queries: DehydratedState };
