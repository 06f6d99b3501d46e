import { createRoot } from 'react-dom/client';
import { UpdatePrompt } from './update-prompt';

/** Mounts the service worker's update prompt in its own root, outside the router. */
export function registerServiceWorker(): void {
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(<UpdatePrompt />);
}
