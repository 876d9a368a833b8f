import { mkdirSync } from 'node:fs';
import { loadConfig } from '../../config/env.ts';
import { MediaStorage, openMediaFiles } from '../../modules/media/media-service.ts';
import { openDatabase } from '../client.ts';
import { seedDemoShopIfEmpty } from './demo-shop.ts';

/** `npm run seed`: loads the demo shop into an empty database (the server does the same on its first start). */
const config = loadConfig();
mkdirSync(config.mediaDir, { recursive: true });
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
const media = await openMediaFiles(config);
try {
  const seeded = await seedDemoShopIfEmpty(database.db, new MediaStorage(media.files));
  console.log(seeded ? `demo shop loaded: ${JSON.stringify(seeded)}` : 'the database already holds a shop; nothing loaded');
} finally {
  media.close();
  await database.close();
}
