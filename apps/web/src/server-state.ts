import type { DehydratedState } from '@tanstack/react-query';
import type { LanguageCode } from '@vastra/shared/languages';
import type { HydrationState } from 'react-router';

/**
 * What a server-rendered page hands the browser (#vastra-state, JSON): the language it was
 * rendered in, its queries and router state.
 */
export type ServerState = { language: LanguageCode; queries: DehydratedState; router: HydrationState };
