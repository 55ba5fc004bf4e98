import { createToaster } from '@chakra-ui/react';

/** The app's toaster: at most 20 kept; success 2000 ms, error and blank 4000 ms. */
export const toaster = createToaster({ placement: 'top', max: 20, overlap: false });

export const notify = {
  success: (title: string) => toaster.create({ title, type: 'success', duration: 2000 }),
  error: (title: string) => toaster.create({ title, type: 'error', duration: 4000 }),
  /** a failed query's toast: several queries failing with one text show it once */
  failure: (title: string) => toaster.create({ id: `failure:${title}`, title, type: 'error', duration: 4000 }),
  info: (title: string) => toaster.create({ title, type: 'info', duration: 4000 }),
};
