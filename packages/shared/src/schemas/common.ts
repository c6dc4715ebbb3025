import { z } from 'zod';
import { isIsoDate } from '../rules/dates.ts';

export const MOBILE_MESSAGE = 'Mobile number must be exactly 10 digits';
export const OTP_MESSAGE = 'OTP must be exactly 6 digits';
export const PINCODE_REQUIRED = 'Pincode is required';
export const PINCODE_MESSAGE = 'Pincode must be 6 digits';
export const PINCODE_NOT_FOUND = 'Area not found for this pincode';

export const Mobile = z
  .string({ error: 'Mobile number is required' })
  .trim()
  .min(1, 'Mobile number is required')
  .regex(/^\d{10}$/, MOBILE_MESSAGE);

export const Otp = z
  .string({ error: 'OTP is required' })
  .trim()
  .min(1, 'OTP is required')
  .regex(/^\d{6}$/, OTP_MESSAGE);

export const Pincode = z
  .string({ error: PINCODE_REQUIRED })
  .trim()
  .min(1, PINCODE_REQUIRED)
  .regex(/^\d{6}$/, PINCODE_MESSAGE);

export const IsoDateString = z
  .string()
  .refine(isIsoDate, { message: 'Date must be a calendar date written YYYY-MM-DD' });

export const Email = z.string().trim().email('Please enter a valid email address').max(200);

/** A required text field with the forms' default message. */
export const requiredText = (max = 200, message = 'This field is required') =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);
