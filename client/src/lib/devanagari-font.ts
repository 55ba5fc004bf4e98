// The Devanagari font's stylesheet as a chunk of its own: only Hindi pages load it (app-element.tsx),
// and the server links it in their head (entry-server.tsx names this module).
import '../styles/devanagari.css';
