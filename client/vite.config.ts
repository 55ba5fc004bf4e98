import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = 'http://localhost:3000';

// Screens are lazy routes (see src/router.tsx), so each gets its own chunk; the
// vendor split keeps React and Chakra cached across releases of our own code.
export default defineConfig({
  plugins: [react()],
  // TypeScript sources first: @evbazaar/common ships .ts, and a stray compiled .js beside
  // them must never shadow the source
  resolve: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.jsx', '.json'] },
  server: {
    proxy: { '/graphql': api, '/api': api, '/uploads': api },
  },
  build: {
    target: 'es2022',
    // read by scripts/bench-web.mjs to add up what each route loads
    manifest: true,
    rollupOptions: {
      output: {
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'react';
          if (/node_modules\/(urql|@urql|wonka|@0no-co)\//.test(id)) return 'urql';
          return undefined;
        },
      },
    },
  },
});
