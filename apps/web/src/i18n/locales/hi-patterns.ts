/**
 * Sentences from the shared rules and the API with a date, number or name inside, by a pattern of
 * their English wording (a regular expression, anchored): `{{1}}`, `{{2}}` are what its groups
 * caught, carried over as they are (dates stay dd/mm/yyyy, names as stored). See messages.ts.
 */
export const hiPatterns: Record<string, string> = {
  '^Service Not Available: (.+) does not deliver to (\\d{6})\\. Choose store pickup at \\1\\.$':
    'सेवा उपलब्ध नहीं है: {{1}} ब्रांच {{2}} पर डिलीवरी नहीं करती। {{1}} से स्टोर पिकअप चुनें।',
  '^Please select a date after (\\d\\d/\\d\\d/\\d{4})$': 'कृपया {{1}} के बाद की तारीख़ चुनें',
  '^Please select a date on or before (\\d\\d/\\d\\d/\\d{4})$': 'कृपया {{1}} या उससे पहले की तारीख़ चुनें',
  '^Please enter the date as (.+)\\.$': 'कृपया तारीख़ {{1}} के रूप में लिखें।',
  '^Please wait (\\d+) seconds? before asking for a new OTP\\.$': 'नया OTP माँगने से पहले कृपया {{1}} सेकंड रुकें।',
  '^Too many OTP requests for this mobile number\\. Please try again in (\\d+) minutes?\\.$':
    'इस मोबाइल नंबर से बहुत बार OTP माँगा गया। कृपया {{1}} मिनट बाद फिर से कोशिश करें।',
  '^Too many OTP requests for this network\\. Please try again in (\\d+) minutes?\\.$':
    'इस नेटवर्क से बहुत बार OTP माँगा गया। कृपया {{1}} मिनट बाद फिर से कोशिश करें।',
  '^Trials can be booked from today up to (\\d+) days ahead\\.$':
    'ट्रायल आज से {{1}} दिन आगे तक बुक किए जा सकते हैं।',
  '^(\\S+) \\((.+)\\) is free instead\\.$': 'उसकी जगह {{1}} ({{2}}) ख़ाली है।',
  '^Rental period must be one of ([\\d, ]+) days$': 'किराए की अवधि {{1}} दिनों में से एक होनी चाहिए',
  '^Choose ([\\d, ]+) more days$': '{{1}} दिन और चुनें',
  '^At most (\\d+) characters$': 'ज़्यादा से ज़्यादा {{1}} अक्षर',
};
