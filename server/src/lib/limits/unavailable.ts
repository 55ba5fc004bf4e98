import { MESSAGES } from '@evbazaar/common';
import { AppError } from '../errors';

/**
 * The limit store cannot be reached: limited requests are refused (503) rather than served
 * unlimited, so an outage never opens the door to guessing (docs/decisions/0014).
 */
export class LimitsUnavailable extends AppError {
  constructor() {
    super('UNAVAILABLE', MESSAGES.http.limitsUnavailable);
  }
}
