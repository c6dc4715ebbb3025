/** Sentences from the shared rules and the API, by their English wording. */
export const hiMessages: Record<string, string> = {
  'Mobile number is required': 'मोबाइल नंबर ज़रूरी है',
  'Mobile number must be exactly 10 digits': 'मोबाइल नंबर ठीक 10 अंकों का होना चाहिए',
  'OTP is required': 'OTP ज़रूरी है',
  'OTP must be exactly 6 digits': 'OTP ठीक 6 अंकों का होना चाहिए',
  'Invalid OTP. Please try again.': 'OTP ग़लत है। कृपया फिर से कोशिश करें।',
  'OTP has expired. Please request a new one.': 'OTP की समय-सीमा ख़त्म हो गई है। कृपया नया OTP मँगाएँ।',
  'This OTP has already been used. Please request a new one.':
    'यह OTP पहले ही इस्तेमाल हो चुका है। कृपया नया OTP मँगाएँ।',
  'Too many wrong attempts. Please request a new OTP.': 'बहुत बार ग़लत कोशिश हुई। कृपया नया OTP मँगाएँ।',
  'Could not send the OTP. Please try again.': 'OTP भेजा नहीं जा सका। कृपया फिर से कोशिश करें।',
  'This field is required': 'यह जानकारी ज़रूरी है',
  'Please enter a valid email address': 'कृपया सही ईमेल पता डालें',
  'Pincode is required': 'पिनकोड ज़रूरी है',
  'Pincode must be 6 digits': 'पिनकोड 6 अंकों का होना चाहिए',
  'Area not found for this pincode': 'इस पिनकोड का इलाक़ा नहीं मिला',
  'Something went wrong. Please try again.': 'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  'An unexpected error occurred': 'कोई अनचाही गड़बड़ हो गई',
  'Text must not contain NUL characters or broken Unicode': 'लिखे हुए में NUL अक्षर या टूटा यूनिकोड नहीं होना चाहिए',
  // Sign-up: the shared schema's city check and the form's own (country code, captcha).
  'Please choose a city': 'कृपया कोई शहर चुनें',
  'Only Indian mobile numbers (+91) can sign up for now.':
    'अभी सिर्फ़ भारत के मोबाइल नंबर (+91) से साइन अप हो सकता है।',
  'Please enter the captcha': 'कृपया कैप्चा डालें',
  'Captcha incorrect. Try again.': 'कैप्चा ग़लत है। फिर से कोशिश करें।',
  // Checkout: the shared address form's checks and the commerce refusals.
  'First name is required': 'पहला नाम ज़रूरी है',
  'Last name is required': 'उपनाम ज़रूरी है',
  'Email is required': 'ईमेल ज़रूरी है',
  'Building/flat no is required': 'बिल्डिंग / फ़्लैट नंबर ज़रूरी है',
  'Station is required': 'स्टेशन ज़रूरी है',
  'Landmark is required': 'लैंडमार्क ज़रूरी है',
  'Town/city is required': 'शहर / क़स्बा ज़रूरी है',
  'State is required': 'राज्य ज़रूरी है',
  'At most 500 characters': 'ज़्यादा से ज़्यादा 500 अक्षर',
  'Please change your event date. This product is already booked for an event in that days':
    'कृपया अपने समारोह की तारीख़ बदलें। यह पोशाक उन दिनों किसी और समारोह के लिए पहले से बुक है',
  'Service Not Available': 'सेवा उपलब्ध नहीं है',
  'Payment verification failed. Please contact support.':
    'भुगतान की जाँच नहीं हो सकी। कृपया सहायता टीम से संपर्क करें।',
  'Your cart is full. Remove an item before adding a new one.':
    'आपका थैला भरा है। नई चीज़ डालने से पहले कोई एक चीज़ हटाएँ।',
  'This item is already in your cart.': 'यह चीज़ पहले से आपके थैले में है।',
  'Item added to the cart successfully.': 'चीज़ थैले में डाल दी गई।',
  'Your cart is full. This product was added to your wishlist instead.':
    'आपका थैला भरा है, इसलिए यह पोशाक आपकी पसंद की सूची में रख दी गई।',
  'This item cannot be booked online. Please contact the showroom.':
    'यह चीज़ ऑनलाइन बुक नहीं हो सकती। कृपया शोरूम से संपर्क करें।',
  'This item is no longer available.': 'यह चीज़ अब उपलब्ध नहीं है।',
  'Your cart is empty.': 'आपका थैला ख़ाली है।',
  // The storefront's toasts (lib/toast.ts looks each up here by its English wording).
  'Link copied to clipboard': 'लिंक कॉपी हो गया',
  'You are logged in, but your details could not be saved. Please add them in Account Details.':
    'आप लॉग इन हो गए हैं, पर आपका विवरण सहेजा नहीं जा सका। कृपया उसे “खाते का विवरण” में जोड़ें।',
  'You already have an account with this number, so we logged you in.':
    'इस नंबर से आपका खाता पहले से है, इसलिए हमने आपको लॉग इन कर दिया।',
  'Payment cancelled. Your membership has not started.': 'भुगतान रद्द हुआ। आपकी मेंबरशिप शुरू नहीं हुई है।',
  'Service Available': 'सेवा उपलब्ध है',
  'Please select an event date and rental period.': 'कृपया समारोह की तारीख़ और किराए की अवधि चुनें।',
  'Failed to upload photo.': 'फ़ोटो अपलोड नहीं हो सकी।',
  'Your photo has been updated.': 'आपकी फ़ोटो बदल दी गई है।',
  'Your photo has been removed.': 'आपकी फ़ोटो हटा दी गई है।',
  'Failed to remove the photo. Please try again.': 'फ़ोटो हटाई नहीं जा सकी। कृपया फिर से कोशिश करें।',
  'Your document has been uploaded.': 'आपका दस्तावेज़ अपलोड हो गया है।',
  'Measurements saved!': 'नाप सहेज लिए गए!',
  'Please fill in all the measurement fields.': 'कृपया नाप के सभी खाने भरें।',
  'Your session has ended. Please log in again.': 'आपका सेशन ख़त्म हो गया है। कृपया फिर से लॉग इन करें।',
  'Your message settings are saved.': 'आपकी संदेश सेटिंग सहेज ली गई हैं।',
  'Your message settings could not be saved. Please try again.':
    'आपकी संदेश सेटिंग सहेजी नहीं जा सकीं। कृपया फिर से कोशिश करें।',
  'Thank you for getting in touch!': 'संपर्क करने के लिए धन्यवाद!',
  'Form submitted successfully': 'फ़ॉर्म भेज दिया गया',
  'There was an error submitting the form. Please try again.':
    'फ़ॉर्म भेजते समय गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  'Your changes are saved.': 'आपके बदलाव सहेज लिए गए हैं।',
  'An error occurred while saving your changes. Please try again.':
    'आपके बदलाव सहेजते समय गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  'Item removed from the cart.': 'चीज़ थैले से हटा दी गई।',
  'An error occurred while removing the item. Please try again.':
    'चीज़ हटाते समय गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  'Trial cancelled.': 'ट्रायल रद्द हो गया।',
  'Could not cancel the trial.': 'ट्रायल रद्द नहीं हो सका।',
  'Product removed from wishlist': 'पोशाक पसंद की सूची से हटा दी गई',
  'Product added to wishlist': 'पोशाक पसंद की सूची में जोड़ दी गई',
  'An error occurred while updating your wishlist.': 'आपकी पसंद की सूची बदलते समय गड़बड़ हो गई।',
  'Your cart is full. Please remove an item before adding a new one.':
    'आपका थैला भरा है। नई चीज़ डालने से पहले कृपया कोई एक चीज़ हटाएँ।',
  'Failed to add item to cart. Please try again.': 'चीज़ थैले में नहीं डाली जा सकी। कृपया फिर से कोशिश करें।',
  'Send me order updates on WhatsApp': 'ऑर्डर की जानकारी मुझे WhatsApp पर भेजें',
  'Order updates by SMS are always sent.': 'ऑर्डर की जानकारी SMS से हमेशा भेजी जाती है।',
  // Measurement names (shared labels).
  'Pant length': 'पैंट की लंबाई',
  'Pant waist': 'पैंट की कमर',
  Chest: 'छाती',
  'Sleeve length': 'आस्तीन की लंबाई',
  'Top bust': 'टॉप का सीना',
  'Top waist': 'टॉप की कमर',
  'Top sleeves': 'टॉप की आस्तीन',
  'Chaniya length': 'चनिया की लंबाई',
  // Wedding parties (PARTY_MESSAGES and the party form's checks).
  'Choose a branch or give a delivery pincode': 'कोई ब्रांच चुनें या डिलीवरी का पिनकोड दें',
  'This party link is not valid': 'यह पार्टी लिंक सही नहीं है',
  'Join the party first': 'पहले पार्टी में शामिल हों',
  'Only the organiser can do this': 'यह सिर्फ़ आयोजक कर सकते हैं',
  'Choose one of the pieces the organiser picked for this party':
    'आयोजक ने इस पार्टी के लिए जो पीस चुने हैं, उनमें से एक चुनें',
  'Choose a piece or a kit': 'कोई पीस या किट चुनें',
  'You have already chosen for this party': 'आप इस पार्टी के लिए पहले ही चुन चुके हैं',
  'This member has no choice waiting for payment': 'इस सदस्य की कोई पसंद भुगतान के लिए बाक़ी नहीं है',
  'No member has a choice waiting for payment': 'किसी सदस्य की पसंद भुगतान के लिए बाक़ी नहीं है',
  'has not chosen yet': 'ने अभी तक नहीं चुना है',
  'their hold ran out before it was paid: they must choose again':
    'भुगतान से पहले होल्ड की अवधि ख़त्म हो गई: उन्हें फिर से चुनना होगा',
  'their piece was booked by someone else: they must choose again':
    'उनका पीस किसी और ने बुक कर लिया: उन्हें फिर से चुनना होगा',
  'has paid already': 'भुगतान कर चुके हैं',
  'Who the payment covers has changed since you looked: check the total again':
    'आपके देखने के बाद भुगतान में शामिल सदस्य बदल गए हैं: कुल रकम फिर से देखें',
  'Give the party a name': 'पार्टी को कोई नाम दें',
  'Product code is not valid': 'प्रोडक्ट कोड सही नहीं है',
  'Branch code is not valid': 'ब्रांच कोड सही नहीं है',
  // Membership.
  'Card already registered for this user.': 'इस ग्राहक के नाम पर मेंबरशिप पहले से चालू है।',
  'Membership not found': 'मेंबरशिप नहीं मिली',
  'Please choose plan A, B or C': 'कृपया प्लान A, B या C चुनें',
  'At most 120 characters': 'ज़्यादा से ज़्यादा 120 अक्षर',
  'At most 100 characters': 'ज़्यादा से ज़्यादा 100 अक्षर',
  // Contact and franchise forms.
  'Contact number must be exactly 10 digits': 'संपर्क नंबर ठीक 10 अंकों का होना चाहिए',
  // The account's own pages.
  'Address saved successfully. Redirecting...': 'पता सहेज लिया गया। आगे ले जा रहे हैं...',
  'Error saving address. Please try again.': 'पता सहेजने में गड़बड़ हुई। कृपया फिर से कोशिश करें।',
  'An error occurred while fetching your account details. Please try again later.':
    'आपके खाते का विवरण लाते समय गड़बड़ हुई। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  'Failed to save measurements. Please try again.': 'नाप सहेजे नहीं जा सके। कृपया फिर से कोशिश करें।',
  'We could not load your measurements. Please try again.': 'आपका नाप खुल नहीं सका। कृपया फिर से कोशिश करें।',
  'An error occurred while fetching your documents. Please try again later.':
    'आपके दस्तावेज़ लाते समय गड़बड़ हुई। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  'An error occurred while uploading your document. Please try again.':
    'आपका दस्तावेज़ अपलोड करते समय गड़बड़ हुई। कृपया फिर से कोशिश करें।',
  'An error occurred while processing your file. Please try again.':
    'आपकी फ़ाइल तैयार करते समय गड़बड़ हुई। कृपया फिर से कोशिश करें।',
  'Please choose a file to upload.': 'कृपया अपलोड करने के लिए फ़ाइल चुनें।',
  'We could not open this document. Please try again.': 'यह दस्तावेज़ खुल नहीं सका। कृपया फिर से कोशिश करें।',
  'Allowed JPG, GIF or PNG. Max size of 800K': 'JPG, GIF या PNG चलेगी। ज़्यादा से ज़्यादा 800K',
  'Allowed JPG, PNG or PDF. Max size of 5 MB': 'JPG, PNG या PDF चलेगी। ज़्यादा से ज़्यादा 5 MB',
  'Please choose ID Card, Aadhar Card or License': 'कृपया ID कार्ड, आधार कार्ड या ड्राइविंग लाइसेंस चुनें',
  'Pant length must be between 1 and 99.9 inches': 'पैंट की लंबाई 1 से 99.9 इंच के बीच होनी चाहिए',
  'Pant waist must be between 1 and 99.9 inches': 'पैंट की कमर 1 से 99.9 इंच के बीच होनी चाहिए',
  'Chest must be between 1 and 99.9 inches': 'छाती 1 से 99.9 इंच के बीच होनी चाहिए',
  'Sleeve length must be between 1 and 99.9 inches': 'आस्तीन की लंबाई 1 से 99.9 इंच के बीच होनी चाहिए',
  'Top bust must be between 1 and 99.9 inches': 'टॉप का सीना 1 से 99.9 इंच के बीच होना चाहिए',
  'Top waist must be between 1 and 99.9 inches': 'टॉप की कमर 1 से 99.9 इंच के बीच होनी चाहिए',
  'Top sleeves must be between 1 and 99.9 inches': 'टॉप की आस्तीन 1 से 99.9 इंच के बीच होनी चाहिए',
  'Chaniya length must be between 1 and 99.9 inches': 'चनिया की लंबाई 1 से 99.9 इंच के बीच होनी चाहिए',
  // Extensions and trials (fixed sentences; those with a number inside are in hi-patterns.ts).
  'These dates are no longer available. The piece is booked right after your rental.':
    'ये तारीख़ें अब उपलब्ध नहीं हैं। आपके किराए के ठीक बाद यह पीस बुक है।',
  'This rental can no longer be extended.': 'इस किराए की अवधि अब नहीं बढ़ाई जा सकती।',
  'An extension of this rental is already waiting for payment.':
    'इस किराए की बढ़ी हुई अवधि का भुगतान पहले से बाक़ी है।',
  'This piece is out on a rental or being cleaned or altered on that day, so it cannot be tried on then. Please pick another day.':
    'उस दिन यह पीस किराए पर बाहर है या इसकी धुलाई या ऑल्टरेशन हो रहा है, इसलिए तब पहनकर नहीं देखा जा सकता। कृपया कोई दूसरा दिन चुनें।',
  'Someone has just booked that trial slot. Please pick another time.':
    'वह ट्रायल का समय अभी-अभी किसी और ने बुक कर लिया। कृपया कोई दूसरा समय चुनें।',
  'Please choose the event date.': 'कृपया समारोह की तारीख़ चुनें।',
  'Service Not Available: no branch delivers to this pincode yet. You can choose a branch and pick the piece up there.':
    'सेवा उपलब्ध नहीं है: अभी कोई ब्रांच इस पिनकोड पर डिलीवरी नहीं करती। आप कोई ब्रांच चुनकर वहाँ से पीस पिकअप कर सकते हैं।',
};
