import { CONTACT_DETAILS } from '@ssc/contracts/constants';
import { LIFECYCLE_POLICY } from '@ssc/contracts/lifecycle';
import { getAppConfig, Unbroken } from '@ssc/ui';
import { LATE_DEDUCTION_PERCENT } from '../../lib/policy';
import { LegalPageLayout, type LegalSection } from './LegalPageLayout';

function refundSections(): LegalSection[] {
  const [billingEmail] = CONTACT_DETAILS.emails;
  return [
    {
      id: 'full-refund',
      title: 'الاسترداد الكامل',
      body: (
        <>
          <p>تُسترد رسوم الاستشارة كاملة في الحالات الآتية:</p>
          <ul>
            <li>
              إلغاء الموعد قبل موعد الجلسة بـ {LIFECYCLE_POLICY.fullRefundHoursBefore} ساعة على
              الأقل.
            </li>
            <li>
              عدم رضا العميل عن الجلسة خلال أول 15 دقيقة منها، على أن يُبلغ المستشار بذلك أثناء
              الجلسة.
            </li>
            <li>تعذر عقد الجلسة بسبب عطل تقني من جهتنا.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'partial-refund',
      title: 'الاسترداد الجزئي',
      body: (
        <>
          <p>يُسترد {LIFECYCLE_POLICY.lateRefundPercent}% من رسوم الاستشارة في الحالات الآتية:</p>
          <ul>
            <li>
              إلغاء الموعد خلال الـ {LIFECYCLE_POLICY.fullRefundHoursBefore} ساعة السابقة لموعد
              الجلسة.
            </li>
            <li>انقطاع اتصال العميل في الجلسة عن بُعد لأكثر من 15 دقيقة.</li>
            <li>تأخر العميل عن موعد الجلسة لأكثر من 15 دقيقة.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'no-refund',
      title: 'حالات عدم الاسترداد',
      body: (
        <ul>
          <li>عدم حضور العميل للجلسة دون إلغاء مسبق.</li>
          <li>اكتمال الجلسة وتقديم الاستشارة.</li>
          <li>تقديم طلب الاسترداد بعد مرور 7 أيام على انتهاء الجلسة.</li>
        </ul>
      ),
    },
    {
      id: 'refund-procedure',
      title: 'إجراءات طلب الاسترداد',
      body: (
        <ol>
          <li>
            أرسل طلبك إلى{' '}
            <a href={`mailto:${billingEmail}`}>
              <Unbroken dir="ltr">{billingEmail}</Unbroken>
            </a>{' '}
            متضمناً اسمك ورقم الحجز وتاريخ الجلسة وسبب طلب الاسترداد.
          </li>
          <li>نراجع طلبك خلال 3 إلى 5 أيام عمل، ونبلغك بالقرار عبر البريد الإلكتروني.</li>
          <li>عند الموافقة، تُعالج عملية الاسترداد خلال 7 إلى 10 أيام عمل.</li>
        </ol>
      ),
    },
    {
      id: 'refund-methods',
      title: 'طرق الاسترداد',
      body: (
        <>
          <p>
            يُعاد المبلغ بالطريقة نفسها التي دُفع بها، ويصل إلى حسابك بعد معالجة الطلب خلال المدد
            الآتية:
          </p>
          <ul>
            <li>البطاقة الائتمانية أو بطاقة الخصم: من 5 إلى 7 أيام.</li>
            <li>التحويل البنكي: من 3 إلى 5 أيام.</li>
            <li>المحفظة الإلكترونية: من 1 إلى 3 أيام.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'refund-fees',
      title: 'الرسوم',
      body: (
        <>
          <p>
            لا نقتطع أي رسوم إدارية من المبالغ المستردة، وفي حالات الاسترداد الجزئي يقتصر الخصم على
            نسبة الـ {LATE_DEDUCTION_PERCENT}% المبينة أعلاه.
          </p>
          <p>
            قد يفرض البنك أو الجهة المصدرة للبطاقة رسوماً أو فروقات عملة خاصة بها، وهي خارجة عن
            إرادتنا ولا نتحملها.
          </p>
        </>
      ),
    },
    {
      id: 'exceptions',
      title: 'الحالات الاستثنائية',
      body: (
        <>
          <p>
            تُعد الأعطال التقنية التي تستمر لأكثر من 30 دقيقة حالة استثنائية، ويحق للعميل فيها
            الاختيار بين استرداد الرسوم كاملة أو إعادة جدولة الجلسة مجاناً.
          </p>
          <p>
            كما تُدرس الظروف القاهرة والحالات الطارئة الموثقة، كالحالات الصحية، كل حالة على حدة، بما
            يحقق العدالة للطرفين.
          </p>
        </>
      ),
    },
    {
      id: 'appeals',
      title: 'الاعتراض على القرار',
      body: (
        <p>
          إذا لم توافق على قرار طلب الاسترداد، يحق لك الاعتراض عليه كتابياً خلال 15 يوماً من تاريخ
          إبلاغك به، مع بيان أسباب الاعتراض وأي مستندات داعمة. تتولى الإدارة مراجعة الاعتراض مراجعة
          نهائية خلال 7 إلى 10 أيام عمل، ويكون قرارها نهائياً.
        </p>
      ),
    },
  ];
}

/** Spec §2 "Legal pages": refund policy, with the figures of spec §9. */
export function RefundPolicyPage() {
  const { siteName } = getAppConfig();
  return (
    <LegalPageLayout
      title="سياسة الاسترداد"
      lead={`نحرص في ${siteName} على الشفافية الكاملة في الرسوم. توضح هذه السياسة متى تُسترد رسوم الاستشارة كلياً أو جزئياً، وكيف تطلب ذلك، ومتى يصلك المبلغ.`}
      sections={refundSections()}
      contactIntro="لطلب استرداد أو لأي استفسار حول هذه السياسة، تواصل معنا:"
    />
  );
}
