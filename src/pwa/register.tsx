import { createRoot } from 'react-dom/client';
import { afterStartUp } from './after-start-up';
import { UpdatePrompt } from './update-prompt';

/**
 * Mounts the service worker's update prompt, which registers it, in its own root outside the
 * router, once the page has started (afterStartUp).
 */
export function registerServiceWorker(): void {
  afterStartUp(() => {
    const container = document.createElement('div');
    document.body.append(container);
    createRoot(container).render(<UpdatePrompt />);
  });
}
