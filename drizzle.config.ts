import { defineConfig } from 'drizzle-kit';

// Every domain keeps its tables in its own `tables.server.ts`; drizzle-kit reads them all, so no
// module of the store has to import every domain.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/lib/**/*tables.server.ts',
  out: './drizzle',
});
