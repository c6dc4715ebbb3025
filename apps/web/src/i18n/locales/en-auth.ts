/**
 * English texts of the sign-in pages around the login form (the welcome panel, the pages' titles)
 * and of sign-up (its form, captcha and steps). Namespace `auth`, loaded with those pages' code
 * (i18n/texts/auth.ts); the login form's own texts are the first script's `login`.
 */
export const enAuth = {
  welcome: {
    eyebrow: 'Vastra · since 1987',
    title: 'Dressed for the biggest day of the year',
    wishlist: 'Keep a wishlist of the outfits you love, on every device.',
    book: 'Book your outfit for the event date and follow your orders.',
    measure: 'Save your measurements once; we alter every outfit to them.',
    manager: 'Talk to your own relationship manager about fit and delivery.',
  },
  meta: {
    loginDescription:
      'Log in to Vastra with your mobile number and a one-time password to book outfits, keep a wishlist and follow your orders.',
    otpTitle: 'Enter OTP',
    otpDescription: 'Enter the one-time password sent to your mobile to log in to Vastra.',
    signupDescription:
      'Create your Vastra account with your mobile number: rent designer wedding and occasion wear, keep a wishlist and meet your relationship manager.',
  },
  signup: {
    title: 'Sign Up',
    lead: 'Create your Vastra account to book outfits, keep a wishlist and meet your stylist.',
    leadCode: 'One last step: enter the code we sent to your mobile.',
    form: 'Sign up',
    country: 'Country code',
    india: '+91 India',
    usa: '+1 USA',
    uk: '+44 UK',
    mobile: 'Mobile Number',
    mobilePlaceholder: '10-digit mobile number',
    fullName: 'Full Name',
    email: 'Email',
    city: 'City',
    selectCity: 'Select city',
    captcha: 'Enter Captcha',
    captchaHint: 'Type the 4 characters shown above.',
    sending: 'SENDING OTP...',
    submit: 'SIGN UP',
    note: 'We will send a 6-digit OTP to your mobile to confirm it is yours.',
    haveAccount: 'Already have an account?',
    login: 'Login',
  },
  captcha: {
    image: 'Captcha: {{code}}',
    refresh: 'Show a new captcha',
  },
};
