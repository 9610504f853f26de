// The Vietnamese copy of the partner cooperation page.
import { BRAND_NAME } from '@hair/domain';

export interface PartnerPoint {
  title: string;
  text: string;
}

export const PARTNERS_TEXTS = {
  crumbsLabel: 'Đường dẫn',
  home: 'Trang chủ',
  breadcrumb: 'Đối tác',
  overline: 'Chương trình đối tác',
  heading: `Hợp tác cùng xưởng tóc ${BRAND_NAME}`,
  lead:
    'Chúng tôi tìm kiếm nhà phân phối, đại lý, salon và thương hiệu tóc để cùng đưa tóc thật Việt Nam chất lượng cao ' +
    'đến tay khách hàng, với giá tận xưởng và sự hỗ trợ tận tâm ở mọi bước.',
  emailCta: 'Gửi email hợp tác',
  socialCta: (name: string): string => `Nhắn tin qua ${name}`,
  benefitsOverline: 'Vì sao chọn chúng tôi',
  benefitsHeading: 'Lợi ích khi trở thành đối tác',
  benefitsLead: 'Làm việc trực tiếp với xưởng sản xuất, không qua trung gian.',
  formsOverline: 'Mô hình linh hoạt',
  formsHeading: 'Hình thức hợp tác',
  formsLead: 'Chọn mô hình phù hợp với quy mô và thị trường của bạn; bạn có thể bắt đầu nhỏ và mở rộng dần.',
  processOverline: 'Đơn giản và minh bạch',
  processHeading: 'Quy trình hợp tác 5 bước',
  stepLabel: (n: number): string => `Bước ${n}`,
  exampleOverline: 'Ví dụ minh họa',
  exampleHeading: 'Một salon tại Đà Nẵng trở thành đại lý',
  exampleStory:
    `Chị Mai, chủ một salon tại Đà Nẵng, bắt đầu bằng đơn mẫu 3 bó tóc Double Drawn 16 inch. Khách hàng hài lòng với ` +
    `độ dày đều và màu tóc tự nhiên, nên salon chuyển sang nhập sỉ hằng tháng với chiết khấu đại lý. Sáu tháng sau, ` +
    `chị mở thêm kênh bán hàng online và dùng dịch vụ giao hàng trực tiếp của ${BRAND_NAME}, không cần giữ hàng tồn kho.`,
  contactOverline: 'Bắt đầu ngay hôm nay',
  contactHeading: 'Liên hệ hợp tác',
  contactLead:
    'Hãy cho chúng tôi biết về doanh nghiệp và thị trường của bạn. Đội ngũ kinh doanh sẽ phản hồi trong vòng 24 giờ làm việc.',
  emailLabel: 'Email',
  socialLabel: 'Trang mạng xã hội',
  whatsappLabel: 'WhatsApp',
} as const;

export const PARTNER_BENEFITS: readonly PartnerPoint[] = [
  {
    title: 'Giá tận xưởng',
    text: 'Mua trực tiếp từ nhà máy, không qua trung gian. Giá sỉ theo bậc số lượng giúp bạn giữ biên lợi nhuận tốt.',
  },
  {
    title: 'Chất lượng đồng đều',
    text: 'Tóc thật 100% Việt Nam, phân loại và kiểm tra bằng tay. Ảnh và video từng lô hàng được gửi trước khi xuất kho.',
  },
  {
    title: 'Hàng mẫu nhanh',
    text: 'Nhận hàng mẫu trong 5 đến 7 ngày để kiểm tra chất lượng trước khi đặt đơn số lượng lớn.',
  },
  {
    title: 'Hỗ trợ bán hàng',
    text: 'Hình ảnh, video sản phẩm và tài liệu đào tạo để bạn quảng bá và tư vấn cho khách hàng dễ dàng hơn.',
  },
  {
    title: 'Đơn hàng linh hoạt',
    text: 'Đơn tối thiểu thấp, có thể kết hợp nhiều kiểu tóc, độ dài và màu sắc trong cùng một đơn hàng.',
  },
  {
    title: 'Bảo hành rõ ràng',
    text: 'Bảo hành 14 ngày kể từ khi nhận hàng đối với lỗi sản xuất, xử lý nhanh chóng và minh bạch.',
  },
];

export const COOPERATION_FORMS: readonly PartnerPoint[] = [
  {
    title: 'Nhà phân phối khu vực',
    text: `Phân phối sản phẩm ${BRAND_NAME} tại quốc gia hoặc khu vực của bạn, với giá ưu đãi theo sản lượng và quyền phân phối độc quyền khi đạt doanh số cam kết.`,
  },
  {
    title: 'Đại lý và salon',
    text: 'Nhập sỉ số lượng vừa và nhỏ cho salon, cửa hàng làm đẹp hoặc cửa hàng online, với chiết khấu theo từng bậc đơn hàng.',
  },
  {
    title: 'Gia công nhãn riêng (OEM/ODM)',
    text: 'Sản xuất theo yêu cầu về kiểu tóc, độ dài, màu sắc, bao bì và nhãn mác mang thương hiệu riêng của bạn.',
  },
  {
    title: 'Bán hàng không cần kho (dropship)',
    text: 'Bạn bán hàng, chúng tôi đóng gói và giao trực tiếp đến khách hàng của bạn kèm mã vận đơn.',
  },
];

export const COOPERATION_STEPS: readonly PartnerPoint[] = [
  {
    title: 'Liên hệ và trao đổi nhu cầu',
    text: 'Gửi email hoặc nhắn tin cho chúng tôi về thị trường, kiểu tóc và số lượng bạn quan tâm.',
  },
  {
    title: 'Nhận báo giá và hàng mẫu',
    text: 'Chúng tôi gửi bảng giá sỉ, tư vấn sản phẩm phù hợp và chuẩn bị hàng mẫu để bạn kiểm tra.',
  },
  {
    title: 'Thống nhất thỏa thuận',
    text: 'Hai bên thống nhất hình thức hợp tác, giá, thời gian giao hàng và phương thức thanh toán.',
  },
  {
    title: 'Sản xuất và kiểm tra chất lượng',
    text: 'Đơn hàng được sản xuất tại xưởng; bạn nhận ảnh và video thực tế của lô hàng trước khi xuất kho.',
  },
  {
    title: 'Giao hàng và đồng hành',
    text: 'Hàng được gửi kèm mã vận đơn; chúng tôi tiếp tục hỗ trợ sau bán hàng và cho các đơn tiếp theo.',
  },
];

export interface ExampleMilestone {
  when: string;
  what: string;
}

export const EXAMPLE_MILESTONES: readonly ExampleMilestone[] = [
  { when: 'Tháng 1', what: 'Đơn mẫu 3 bó Double Drawn 16 inch' },
  { when: 'Tháng 2', what: 'Đơn đại lý đầu tiên: 2 kg, chiết khấu 15%' },
  { when: 'Tháng 4', what: 'Thêm closure và frontal vào danh mục của salon' },
  { when: 'Tháng 6', what: 'Mở kênh bán online với giao hàng trực tiếp' },
];
