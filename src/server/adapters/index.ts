import type { Config } from '../config';
import { defaultFileRoot, diskFileStore, type FileStore } from './file-store';
import type { AiAdapterSource } from './ai';
import { aiAdapterFor } from './ai-for-config';
import { outboxMessenger } from './outbox-messenger';
import { gazetteerPlaces } from './places-gazetteer';
import type { PlacesAdapter } from './places';
import type { DeliveryTransports } from './delivery-transports';
import type { Messenger } from './messenger';

export interface Adapters {
  messenger: Messenger;
  /** Attachment files (file-store.ts): on disk under the data folder by default. */
  files: FileStore;
  /** Summaries and recommendations; called before a transaction opens, never inside one (ai.ts). */
  ai: AiAdapterSource;
  /** Suburbs, postcodes and states (places.ts): the local gazetteer by default. */
  places: PlacesAdapter;
  /** How the worker delivers email and SMS; absent, built from config.delivery (SMTP, HTTP SMS, or the outbox). */
  transports?: DeliveryTransports;
}

export function defaultAdapters(config: Pick<Config, 'dataDir'> = { dataDir: './data' }): Adapters {
  return { messenger: outboxMessenger, files: diskFileStore(defaultFileRoot(config.dataDir)), ai: aiAdapterFor, places: gazetteerPlaces() };
}
